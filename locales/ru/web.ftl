# Russian — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Шахматные позиции и ходы буквами любого языка: вставить, прочитать, нарисовать, скачать.
web-page-language = Язык страницы
web-tab-position = Позиция и ходы
web-tab-sheet = Лист задач
web-input = Позиция (FEN или EPD) или запись ходов в любой нотации
web-input-hint = Читается по мере ввода. Русская, испанская, немецкая нотации, фигурки… распознаются сами.
web-letters = Буквы
web-letters-auto = Определить
web-table-figurine = Фигурки (♔ ♕ ♖ ♗ ♘)
web-table-problem = Шахматная композиция (S — конь)
web-detected = Прочитано как
web-choose = Текст читается по-разному; выберите нужное прочтение:
web-standard = Стандартный FEN
web-copy = Копировать
web-copied = Скопировано
web-translated = Буквами нотации
web-problems = Ошибки
web-no-problems = Ошибок нет: позиция легальна.
web-options = Параметры диаграммы
web-theme = Оформление
web-theme-screen = Дерево
web-theme-print = Для печати (штриховка)
web-theme-blue = Синее
web-pieces = Фигуры
web-pieces-noto = Noto (встроенные)
web-pieces-dejavu = DejaVu (встроенные)
web-pieces-file = Файл шахматного шрифта
web-caption-font = Шрифт подписей
web-caption-font-needed = Браузер не даёт странице установленные шрифты: для подписей на этом языке нужен шрифт с символами письменности «{ $script }». Выберите файл шрифта (например, Noto Sans CJK); до тех пор подписи даны по-английски.
web-orientation = Ориентация
web-orientation-white = Белые внизу
web-orientation-black = Чёрные внизу
web-orientation-auto = Внизу сторона, делающая ход
web-coords = Координаты
web-coords-outside = Снаружи
web-coords-inside = Внутри
web-coords-none = Нет
web-caption = Подпись
web-caption-auto = Очередь хода
web-caption-none = Нет
web-caption-custom = Свой текст
web-caption-text = Текст подписи ({"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}n{"}"}, {"{"}fen{"}"})
web-last-move = Последний ход
web-last-move-marked = Отмечен
web-last-move-none = Не отмечен
web-size = Размер (пиксели)
web-mark = Пометки щелчком
web-mark-fill = Поле
web-mark-circle = Кольцо
web-mark-cross = Крест
web-color = Цвет
web-color-green = Зелёный
web-color-red = Красный
web-color-yellow = Жёлтый
web-color-blue = Синий
web-clear = Убрать пометки и стрелки
web-board-help = Щелчок по полю ставит пометку; протяните от поля к полю, чтобы нарисовать стрелку. С клавиатуры: стрелки двигают, пробел ставит пометку, A начинает и заканчивает стрелку.
web-board-label = Шахматная диаграмма
web-moves = Ходы
web-move-first = Начальная позиция
web-move-prev = Предыдущий ход
web-move-next = Следующий ход
web-move-last = Последняя позиция
web-move-start = Начало
web-move-text = Запись ходов буквами нотации
web-download = Скачать
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = Много диаграмм на страницах для печати, с номерами и ответами в конце: тот же PDF, что и у команды «fenlingo sheet».
web-sheet-input = Позиции или партии: по одному FEN/EPD в строке, PGN или CSV задач lichess
web-sheet-file = Или откройте файл (.fen, .epd, .pgn, .csv); его можно и перетащить на поле ввода
web-sheet-format = Формат
web-sheet-format-auto = По тексту или имени файла
web-template = Макет страницы
web-sheet-title = Заголовок
web-sheet-language = Язык подписей и ответов
web-download-sheet = Скачать лист (PDF)
web-sheet-count = { $count ->
    [one] { $count } диаграмма
    [few] { $count } диаграммы
   *[many] { $count } диаграмм
} на { $pages ->
    [one] { $pages } странице
   *[other] { $pages } страницах
}, с ответами.
web-sheet-empty = Диаграмм пока нет.
web-sheet-file-loaded = Файл: { $name }
web-version = fenlingo { $version }
web-offline = Всё работает внутри страницы: ничего никуда не отправляется.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Нотация ввода
web-sheet-orientation-template = Как в макете
web-sheet-setup-move = Показать ход, ведущий к каждой задаче
web-sheet-no-answers = Без ответов
web-sheet-figurines = Ответы с фигурками (♖e8+)
web-sheet-puzzles = Задачи lichess (CSV)
web-sheet-themes = Темы (через запятую)
web-sheet-rating = Рейтинг (МИН-МАКС)
web-sheet-popularity = Минимальная популярность (от -100 до 100)
web-sheet-limit = Не более (задач)
web-sheet-sort = Порядок
web-sheet-sort-file = Как в файле
web-sheet-sort-rating = По рейтингу
web-sheet-sort-popularity = По популярности
web-sheet-sort-id = По id
web-sheet-sort-random = Случайно
web-sheet-seed = Зерно случайного порядка
web-sheet-reading = Чтение { $name }: { $percent } %
web-sheet-at = Строка { $line }
web-licence = Лицензия: MIT OR Apache-2.0
