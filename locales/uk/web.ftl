# Ukrainian — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Шахові позиції та ходи літерами будь-якої мови: вставити, прочитати, намалювати, завантажити.
web-page-language = Мова сторінки
web-tab-position = Позиція та ходи
web-tab-sheet = Аркуш задач
web-input = Позиція (FEN або EPD) чи запис ходів у будь-якій нотації
web-input-hint = Читається під час введення. Іспанська, російська, німецька нотації, фігурки… розпізнаються самі.
web-letters = Літери
web-letters-auto = Визначити
web-table-figurine = Фігурки (♔ ♕ ♖ ♗ ♘)
web-table-problem = Шахова композиція (S — кінь)
web-detected = Прочитано як
web-choose = Текст читається по-різному; виберіть потрібне прочитання:
web-standard = Стандартний FEN
web-copy = Копіювати
web-copied = Скопійовано
web-translated = Літерами нотації
web-problems = Помилки
web-no-problems = Помилок немає: позиція легальна.
web-options = Параметри діаграми
web-theme = Оформлення
web-theme-screen = Дерево
web-theme-print = Для друку (штрихування)
web-theme-blue = Синє
web-pieces = Фігури
web-pieces-noto = Noto (вбудовані)
web-pieces-dejavu = DejaVu (вбудовані)
web-pieces-file = Файл шахового шрифту
web-caption-font = Шрифт підписів
web-caption-font-needed = Браузер не дає сторінці встановлені шрифти: для підписів цією мовою потрібен шрифт із символами письма «{ $script }». Виберіть файл шрифту (наприклад, Noto Sans CJK); доти підписи подано англійською.
web-orientation = Орієнтація
web-orientation-white = Білі внизу
web-orientation-black = Чорні внизу
web-orientation-auto = Внизу сторона, що ходить
web-coords = Координати
web-coords-outside = Зовні
web-coords-inside = Всередині
web-coords-none = Немає
web-caption = Підпис
web-caption-auto = Черга ходу
web-caption-none = Немає
web-caption-custom = Свій текст
web-caption-text = Текст підпису ({"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}n{"}"}, {"{"}fen{"}"})
web-last-move = Останній хід
web-last-move-marked = Позначено
web-last-move-none = Не позначено
web-size = Розмір (пікселі)
web-mark = Позначки клацанням
web-mark-fill = Поле
web-mark-circle = Кільце
web-mark-cross = Хрестик
web-color = Колір
web-color-green = Зелений
web-color-red = Червоний
web-color-yellow = Жовтий
web-color-blue = Синій
web-clear = Прибрати позначки й стрілки
web-board-help = Клацання по полю ставить позначку; протягніть від поля до поля, щоб намалювати стрілку. З клавіатури: стрілки переміщують, пробіл ставить позначку, A починає й закінчує стрілку.
web-board-label = Шахова діаграма
web-moves = Ходи
web-move-first = Початкова позиція
web-move-prev = Попередній хід
web-move-next = Наступний хід
web-move-last = Остання позиція
web-move-start = Початок
web-move-text = Запис ходів літерами нотації
web-download = Завантажити
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = Багато діаграм на сторінках для друку, з номерами й розв’язками в кінці: той самий PDF, що й у команди «fenlingo sheet».
web-sheet-input = Позиції чи партії: по одному FEN/EPD у рядку, PGN або CSV задач lichess
web-sheet-file = Або відкрийте файл (.fen, .epd, .pgn, .csv); його можна й перетягнути на поле введення
web-sheet-format = Формат
web-sheet-format-auto = За текстом або назвою файла
web-template = Макет сторінки
web-sheet-title = Заголовок
web-sheet-language = Мова підписів і розв’язків
web-download-sheet = Завантажити аркуш (PDF)
web-sheet-count = { $count ->
    [one] { $count } діаграма
    [few] { $count } діаграми
   *[many] { $count } діаграм
} на { $pages ->
    [one] { $pages } сторінці
   *[other] { $pages } сторінках
}, з розв’язками.
web-sheet-empty = Діаграм поки немає.
web-sheet-file-loaded = Файл: { $name }
web-version = fenlingo { $version }
web-offline = Усе працює всередині сторінки: нічого нікуди не надсилається.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Нотація введення
web-sheet-orientation-template = Як у макеті
web-sheet-setup-move = Показати хід, що веде до кожної задачі
web-sheet-no-answers = Без відповідей
web-sheet-figurines = Відповіді з фігурками (♖e8+)
web-sheet-puzzles = Задачі lichess (CSV)
web-sheet-themes = Теми (через кому)
web-sheet-rating = Рейтинг (МІН-МАКС)
web-sheet-popularity = Мінімальна популярність (від -100 до 100)
web-sheet-limit = Не більше (задач)
web-sheet-sort = Порядок
web-sheet-sort-file = Як у файлі
web-sheet-sort-rating = За рейтингом
web-sheet-sort-popularity = За популярністю
web-sheet-sort-id = За id
web-sheet-sort-random = Випадково
web-sheet-seed = Зерно випадкового порядку
web-sheet-reading = Читання { $name }: { $percent } %
web-sheet-at = Рядок { $line }
web-licence = Ліцензія: MIT OR Apache-2.0
