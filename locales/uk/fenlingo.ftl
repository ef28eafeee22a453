# Ukrainian — messages of the fenlingo command-line tool and library.
# Chess words as lichess (uk) and Ukrainian chess books use them: фігура
# (not a pawn), пішак, поле, горизонталь, вертикаль, хід, півхід, право
# рокіровки, взяття на проході, шах, мат, партія; легальний for a legal
# position or move, допустимий for well-formed text; software words as
# GNOME and KDE (файл, тека, стандартний вивід, команда). Quotes «…»; help
# lines in the infinitive; plural forms by CLDR (one, few, many).

## Severities and locations
error = помилка
warning = попередження
note = примітка

## FEN and EPD reading errors
err-invalid-utf8 = недопустимий UTF-8 у байті { $offset }
err-line-too-long = рядок довший за { $limit } байтів
err-empty = порожня позиція
err-rank-count = очікувалося 8 горизонталей, знайдено { $found }
err-rank-too-long = на { $rank }-й горизонталі більше 8 полів
err-rank-too-short = на { $rank }-й горизонталі { $squares ->
    [one] { $squares } поле
    [few] { $squares } поля
   *[many] { $squares } полів
}, очікувалося 8
err-invalid-piece = недопустиме позначення фігури «{ $token }» на { $rank }-й горизонталі
err-invalid-digit = недопустима цифра «{ $digit }» на { $rank }-й горизонталі (порожні поля — від 1 до 8)
err-invalid-side = недопустиме позначення черги ходу «{ $token }»
err-invalid-castling = недопустиме право рокіровки «{ $token }»
err-too-many-castling = більше двох прав рокіровки для { $color ->
    [white] білих
   *[black] чорних
}
err-invalid-ep = недопустиме поле взяття на проході «{ $token }»
err-ep-rank = поле взяття на проході «{ $token }» не на 3-й і не на 6-й горизонталі
err-invalid-counter = недопустиме значення поля «{ $field }»: «{ $token }»
err-counter-too-large = { $field }: завелике значення
err-missing-field = бракує поля: { $field }
err-extra-field = зайве поле «{ $token }»
err-invalid-operation = недопустима операція EPD «{ $token }»
err-unterminated-string = рядок у лапках не закрито
err-not-strict = { $repair } (допускається лише в поблажливому режимі)

## FEN fields
field-placement = розстановка фігур
field-side = черга ходу
field-castling = права рокіровки
field-en-passant = поле взяття на проході
field-halfmove = лічильник півходів
field-fullmove = номер ходу
field-operations = операції EPD

## Repairs made in lenient mode
repair-line = { $what }: «{ $before }» прочитано як «{ $after }»
repair-dash = схожий на дефіс символ замість «-»
repair-double-dash = «--» замість двох порожніх полів
repair-separator = нерівні пробіли
repair-invisible-character = невидимий символ
repair-missing-field = бракує поля «{ $field }»; взято типове значення
repair-missing-fields = { $count ->
    [one] бракує { $count } поля
   *[other] бракує { $count } полів
}; взято: «{ $assumed }»
repair-fullmove-zero = номер ходу 0
repair-leading-zeros = нулі на початку поля «{ $field }»
repair-castling-order = права рокіровки не в канонічному порядку
repair-figurine = фігурка замість літери фігури
repair-merged-digits = кілька цифр поспіль в одній горизонталі
repair-missing-semicolon = операція EPD без «;»
repair-brackets = позиція у квадратних дужках
repair-standard-castling = права на рокіровку записано стандартними літерами

## Legality flags
flag-empty = дошка порожня
flag-no-white-king = у білих немає короля
flag-no-black-king = у чорних немає короля
flag-too-many-kings = в однієї сторони більше одного короля
flag-pawns-on-backrank = пішак стоїть на 1-й або 8-й горизонталі
flag-too-many-white-pawns = у білих більше 8 пішаків
flag-too-many-black-pawns = у чорних більше 8 пішаків
flag-too-many-white-pieces = у білих більше 16 фігур і пішаків
flag-too-many-black-pieces = у чорних більше 16 фігур і пішаків
flag-too-many-white-promoted = у білих більше перетворених фігур, ніж дозволяють відсутні пішаки
flag-too-many-black-promoted = у чорних більше перетворених фігур, ніж дозволяють відсутні пішаки
flag-bad-castling-rights = право рокіровки без короля й тури на своїх полях
flag-invalid-ep-square = поле взяття на проході не відповідає ходу пішака на два поля
flag-opposite-check = сторона, що не має ходу, стоїть під шахом
flag-kings-adjacent = королі стоять на сусідніх полях
flag-too-many-checkers = шах дають більше двох фігур
flag-impossible-check = такий шах не міг виникнути після легального ходу

## Command-line output
check-ok = OK
check-illegal = нелегальна позиція
summary = { $total ->
    [one] { $total } позиція
    [few] { $total } позиції
   *[many] { $total } позицій
}: { $ok ->
    [one] { $ok } правильна
    [few] { $ok } правильні
   *[many] { $ok } правильних
}, { $invalid } з помилками, { $illegal ->
    [one] { $illegal } нелегальна
    [few] { $illegal } нелегальні
   *[many] { $illegal } нелегальних
}
lang-unknown = невідома мова «{ $requested }»; використовується { $fallback }
notation-unknown = невідома нотація «{ $name }»; див. «fenlingo languages»
notation-no-board = нотація «{ $name }» — лише для запису ходів: жодне джерело не показує, як у ній записують чорні фігури на дошці; використовуйте її з «fenlingo moves»
notation-file = не вдалося прочитати файл нотації «{ $path }»: { $reason }
io-read = не вдалося прочитати «{ $path }»: { $reason }
io-write = не вдалося записати «{ $path }»: { $reason }
io-not-found = немає такого файла або теки
io-permission-denied = доступ заборонено
io-storage-full = на пристрої не залишилося місця
io-quota-exceeded = перевищено дискову квоту
io-read-only = файлова система лише для читання
io-is-directory = це тека
io-not-directory = частина шляху не є текою
io-too-large = файл завеликий
io-exists = файл уже існує
io-other = { $reason }
io-name-too-long = занадто довга назва файлу
io-no-device-or-address = немає такого пристрою або адреси (сокет або пристрій, якого немає)
io-no-device = немає такого пристрою
io-symlink-loop = забагато рівнів символічних посилань
io-input-output = помилка введення/виведення
io-too-many-open = забагато відкритих файлів
io-bad-descriptor = дескриптор файла закритий або некоректний
io-not-a-socket = це не сокет, у який можна записувати
io-folder-not-empty = тека не порожня
io-busy = пристрій або ресурс зайнятий
io-program-busy = файл є програмою, яка зараз виконується
io-cross-device = посилання вело б з одного пристрою на інший
io-too-many-links = забагато посилань
io-not-seekable = файл не можна читати з іншої позиції (канал або термінал)
io-stale = застарілий дескриптор мережевого файла
io-out-of-memory = не вистачає пам’яті
io-would-block = ресурс тимчасово недоступний
io-invalid-argument = некоректний аргумент
io-broken-pipe = зруйнований канал: процес, що читав, завершився
io-connection-refused = у з’єднанні відмовлено
io-address-in-use = адреса вже використовується
io-address-not-available = адреса недоступна на цій машині
io-connection-reset = з’єднання розірвано
io-not-connected = з’єднання не встановлено
io-unsupported = операція не підтримується
io-timed-out = вичерпано час очікування
io-interrupted = перервано
io-unexpected-end = неочікуваний кінець файла
io-write-zero = не вдалося нічого записати
io-not-utf8 = це не текст UTF-8 (рядок { $line }, стовпчик { $column })
io-text-too-large = більше за { $limit } МіБ — це межа для такого типу файлів
io-stdout-closed = стандартний вивід закрито
output-is-input = вивід «{ $path }» є також вводом («{ $input }»): запис знищив би те, що читається; виберіть інший файл для виводу
output-kept = немає нічого придатного для запису; «{ $path }» залишено без змін
out-dir-create = не вдалося створити теку «{ $path }»: { $reason }
out-dir-renamed = інша діаграма цього запуску вже називається «{ $name }»; цю записано як «{ $renamed }»
diagram-png-too-large = діаграма PNG має ширину щонайбільше { $max } пікселів (інакше знадобилося б понад 1 ГіБ пам’яті), а не { $size }; для більшого зображення запишіть SVG або PDF
xml-dropped = у підписі є символи, неприпустимі в SVG ({ $chars }); їх пропущено
similar-tokens = таблиці з позначенням «{ $token }»: { $tables }
no-similar-tokens = жодна таблиця не має позначення «{ $token }»

## Language detection
detect-read-as = прочитано як { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }): { $fen }
detect-reason-tokens = усі позначення належать цій таблиці
detect-reason-legal = легальна позиція
detect-reason-flags = { $count ->
    [one] { $count } порушення правил
    [few] { $count } порушення правил
   *[many] { $count } порушень правил
}
detect-reason-side = позначення черги ходу з цієї таблиці
detect-reason-castling = позначення рокіровки з цієї таблиці
detect-ambiguous = неоднозначна нотація: прочитання нижче дають різні позиції; виберіть одне через --from
detect-none = цю позицію не читає жодна нотація

## Languages
languages-provisional = попередня
languages-moves-only = лише ходи
languages-sources = { $count ->
    [one] { $count } джерело
    [few] { $count } джерела
   *[many] { $count } джерел
}

## Completions and manual pages
help-completions = Вивести на стандартний вивід скрипт доповнення для оболонки
help-completions-shell = Оболонка, для якої пишеться скрипт
help-man = Вивести на стандартний вивід сторінку довідника fenlingo або однієї команди (roff)
help-man-command = Команда, сторінку якої вивести; без неї — сторінка fenlingo
man-name = Назва
man-synopsis = Синтаксис
man-description = Опис
man-version = Версія

## Command-line help
help-about = Шахові позиції в нотації будь-якої мови: перевірити, перекласти й розпізнати FEN і EPD.
help-lang = Мова повідомлень (BCP 47, наприклад es, ru, de-AT); типово — з LC_ALL, LC_MESSAGES або LANG, інакше англійська
help-check = Перевірити позиції: помилки з позначкою (^), виправлення й порушення правил
help-translate = Перекласти позиції з однієї нотації в іншу (типово — у стандартний FEN)
help-detect = Визначити, в якій нотації записано позицію, з поясненням
help-languages = Показати вбудовані таблиці нотацій
help-positions = Позиції (рядки FEN або EPD); якщо їх не задано, читаються з --input
help-input = Читати позиції з FILE, по одній у рядку («-» — стандартний ввід)
help-format = FEN, EPD або визначати для кожного рядка за п’ятим полем
help-from = Нотація вводу: ідентифікатор таблиці, файл таблиці або auto
help-to = Нотація виводу: ідентифікатор таблиці або файл таблиці
help-strict = Відхиляти все, що поблажливий режим виправив би
help-chess960 = Оцінювати права рокіровки за правилами Chess960
help-json = Один об’єкт JSON у рядку
help-output = Записати у FILE (атомарно) замість стандартного виводу
help-ep = Яке поле взяття на проході записувати: як задано, лише коли взяття легальне, або після кожного ходу пішака на два поля
help-fail-fast = Зупинитися на першому рядку з помилкою
help-usage = Використання
help-arguments = Аргументи
help-options = Параметри
help-help = Показати довідку
help-version = Показати версію
help-help-command = Показати це повідомлення або довідку вказаної команди
help-commands = Команди
help-diagram = Намалювати позицію як діаграму SVG, PNG або PDF
help-diagram-position = Позиція (FEN або EPD); або --input — по діаграмі на рядок
help-diagram-output = Файл виводу (.svg, .png або .pdf); «-» — стандартний вивід
help-diagram-input = Читати позиції з FILE, по діаграмі на рядок («-» — стандартний ввід)
help-diagram-out-dir = Тека для діаграм з --input, названих за номером рядка або id з EPD
help-diagram-orientation = Яка сторона внизу: white (білі), black (чорні) або side-to-move (сторона, що ходить; також auto)
help-diagram-format = Формат зображення: svg, png або pdf (типово — за розширенням -o; SVG для --out-dir)
help-moves-keep-form = Зберегти запис автора (повна нотація, взяття через «:», 0-0); змінюються лише літери
help-diagram-from = Нотація вводу: ідентифікатор таблиці, файл таблиці або auto
help-diagram-size = Ширина зображення: пікселі (від 16 до 20000; PNG — не більше 8192) або для друку 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = Роздільність PNG у точках на дюйм (300, якщо --size задано в одиницях друку)
help-diagram-flip = Чорні внизу
help-diagram-coords = Координати: outside (зовні), inside (всередині) або none (без них)
help-diagram-theme = Кольори: screen (екран), print (чорно-біле, штрихування) або blue (синє)
help-diagram-mark = Поля для заливки, наприклад e4,Rd5 (літери кольорів G, R, Y, B)
help-diagram-circle = Поля, які обвести колом
help-diagram-cross = Поля, які перекреслити
help-diagram-arrow = Стрілки, наприклад e2e4,Rg1f3
help-diagram-annotations = Позначки й стрілки як анотації lichess: [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = Виділити останній хід, наприклад e2e4
help-diagram-no-check = Не виділяти короля під шахом
help-diagram-no-side-marker = Без позначки черги ходу біля дошки
help-diagram-no-frame = Без рамки навколо дошки
help-diagram-pdfx = Записати PDF-рисунок як PDF/X-4 для друкарні
help-diagram-caption = Підпис: auto, none або текст з {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} і {"{"}n{"}"}
help-diagram-mate = Підпис «Мат у N ходів» (від 1 до 999)

## Diagrams
option-unknown = невідомий параметр «{ $name }»; параметри: { $names }
option-bad-value = недопустиме значення «{ $value }» для { $option }; можливі значення: { $values }
option-bad-number = «{ $value }» для { $option } не є числом з допустимого діапазону
diagram-bad-square = недопустиме поле або хід «{ $text }» у { $option }
diagram-unknown-theme = невідома тема «{ $name }»; теми: { $names }
diagram-no-output = вкажіть файл виводу для діаграми через -o («-» — стандартний вивід)
diagram-input-no-output = вкажіть --out-dir DIR, щоб отримати діаграму для кожного рядка --input, або -o FILE, якщо у вводі лише одна позиція
diagram-no-position = вкажіть позицію або --input FILE разом з --out-dir DIR (по діаграмі на рядок) чи з -o FILE (одна позиція)
diagram-several-positions = «{ $name }» містить більше ніж одну позицію, а -o записує лише одну діаграму: вкажіть --out-dir DIR, щоб отримати діаграму для кожного рядка, або лише одну позицію
reading-stdin = позиції читаються зі стандартного вводу (завершіть Ctrl-D; див. --help)
diagram-unknown-extension = не вдалося визначити формат зображення «{ $path }»: використайте .svg, .png або .pdf чи --format
diagram-binary-terminal = байти PNG і PDF не виводяться на термінал: перенаправте стандартний вивід або використайте -o FILE
diagram-bad-size = розмір має бути від 16 до 20000 пікселів, а не { $size }
diagram-bad-mate = кількість ходів до мату має бути від { $min } до { $max }, а не { $n }

## Sheets
help-sheet = Друкувати аркуші задач: багато діаграм на сторінках PDF, з розв’язками
help-sheet-inputs = Вхідні файли (.fen, .epd, .pgn, .csv з lichess; «-» — стандартний ввід); без них — вбудований приклад
help-sheet-output = Вихідний PDF (для прикладу типово fenlingo-sample.pdf)
help-sheet-template = Макет: вбудований шаблон (a4-6, a4-12, letter-6, a5-4, article) або файл шаблону
help-sheet-title = Заголовок у верхньому колонтитулі
help-sheet-from = Нотація вхідних позицій: ідентифікатор таблиці, файл таблиці або auto
help-sheet-format = Формат вводу, якщо розширення його не вказує: fen, epd, pgn або csv
help-sheet-ply = Для партій PGN: позиція після стількох півходів
help-sheet-start = Номер першої діаграми
help-sheet-no-answers = Без розв’язків
help-sheet-strict = Зупинитися на першому помилковому вводі й нічого не записувати
help-sheet-figurines = Записувати розв’язки фігурками (♖e8+), однаковими в усіх мовах
help-sheet-pdfx = Записати PDF/X-4 для друкарні (сіра умова виведення, обрізний формат і виліт)
help-sheet-orientation = Яка сторона внизу: white (білі), black (чорні) або side-to-move (той, хто розв’язує; також auto)
help-sheet-coords = Координати: outside (зовні), inside (всередині) або none (без них); якщо не вказано — як у шаблоні
help-sheet-theme = Кольори діаграм: screen (екран), print (друк) або blue (синє); якщо не вказано — як у шаблоні
help-sheet-setup-move = Показати як останній хід той, що привів до задачі (lichess: перший з Moves)
help-sheet-themes = CSV з lichess: лише задачі з однією з цих тем (через кому)
help-sheet-rating = CSV з lichess: лише задачі з рейтингом від MIN до MAX (також MIN- або -MAX)
help-sheet-popularity = CSV з lichess: лише задачі з популярністю щонайменше такою (від -100 до 100)
help-sheet-limit = CSV з lichess: щонайбільше N задач
help-sheet-sort = CSV з lichess: впорядкувати за rating, popularity, id або random (типово — порядок у файлі)
help-sheet-seed = Зерно для --sort random (те саме зерно — ті самі задачі)
sheet-bad-value = { $option } { $value }: очікувалося { $expected }
sheet-unknown-template = невідомий шаблон «{ $name }»; вбудовані шаблони: { $names }
sheet-unknown-format = невідомий формат вводу «{ $name }»; формати: fen, epd, pgn, csv
sheet-start-too-high = --start { $start } не вистачить, щоб пронумерувати діаграми ({ $count }): останній номер — { $max }
sheet-written = { $path }: { $count ->
    [one] { $count } діаграма
    [few] { $count } діаграми
   *[many] { $count } діаграм
}

## Moves
move-unreadable = «{ $move }» — не хід
move-no-piece = «{ $move }»: { $role ->
    [queen] жоден ферзь не може
    [rook] жодна тура не може
    [bishop] жоден слон не може
    [knight] жоден кінь не може
    [pawn] жоден пішак не може
   *[other] король не може
} піти на { $square }
move-ambiguous = «{ $move }»: на { $square } можуть піти { $count } { $count ->
    [one] { $piece }
    [few] { $role ->
        [queen] ферзі
        [rook] тури
        [bishop] слони
        [knight] коні
        [pawn] пішаки
       *[other] королі
    }
   *[many] { $role ->
        [queen] ферзів
        [rook] тур
        [bishop] слонів
        [knight] коней
        [pawn] пішаків
       *[other] королів
    }
}
move-bad-position = з цієї позиції не можна зробити жодного ходу
move-error = хід { $number } ({ $side }): { $reason }
encoding-unknown = невідоме кодування «{ $name }» (auto, utf-8, utf-16, windows-1252)
csv-missing-column = у рядку немає стовпця { $name }
diagram-ply-past-end = півхід { $ply } — після кінця партії ({ $length ->
    [one] { $length } півхід
    [few] { $length } півходи
   *[many] { $length } півходів
})
move-choose = виберіть нотацію через --from
move-bad-rank = «{ $move }»: «{ $found }» — не горизонталь (1–8){ $like ->
    [none] {""}
   *[other] ; «{ $like }», набрана як «{ $found }»?
}
move-no-capture = «{ $move }»: жоден пішак з вертикалі { $from } не може бити на вертикаль { $to }
move-wrong-piece = «{ $move }»: на { $square } стоїть { $found }, а не { $piece }
move-wrong-capture = «{ $move }»: на { $square } стоїть { $found }, а не { $piece }
move-empty-square = «{ $move }»: поле { $square } порожнє, { $role ->
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
   *[other] короля
} там немає
move-empty-capture = «{ $move }»: поле { $square } порожнє, { $role ->
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
   *[other] короля
} там немає, бити нічого
move-no-promotion = «{ $move }»: пішак на { $square } має перетворитися; фігуру не вказано
move-no-castling = «{ $move }»: рокіровка тут неможлива
move-two-readings = «{ $move }» читається як два різні легальні ходи
move-counter-overflow = «{ $move }»: { $field } перевищить { $max }
move-no-takes = «{ $move }»: { $role ->
    [queen] жоден ферзь не може
    [rook] жодна тура не може
    [bishop] жоден слон не може
    [knight] жоден кінь не може
    [pawn] жоден пішак не може
   *[other] король не може
} побити { $captured_role ->
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
    [pawn] пішака
   *[other] короля
}
solution-not-mate = «{ $move }» не дає мату, а задача вимагає мату
solution-marked-not-mate = «{ $move }» записано як мат, але мату немає
solution-mate-count = «{ $move }» дає мат у { $found } { $found ->
    [one] хід
    [few] ходи
   *[many] ходів
}, а в задачі — мат у { $n }
move-repair-pieces-only = взяття позначено лише фігурами: «{ $text }»
game-no-moves = у цьому тексті не вдалося прочитати жодного ходу (звичайний текст, таблиця або лише номери ходів): нічого відтворювати
game-position-only = цей текст — позиція, а не запис ходів: прочитайте його командою «translate», «check» або «diagram» чи вкажіть ходи, що йдуть після неї
input-not-positions = { $format ->
    [csv] на вході CSV із задачами lichess, а не рядки з позиціями: «fenlingo sheet» малює ці задачі
   *[pgn] на вході PGN або запис ходів, а не рядки з позиціями: «fenlingo moves» відтворює партії, а «fenlingo sheet» малює їх
}
move-stopped = fenlingo: хід { $number } ({ $side }) не вдалося прочитати, текст після нього пропущено: { $reason }
move-repair-glued-prose = слова, злиті з ходом, відокремлено: «{ $text }»
move-ambiguous-reading = запис ходів читається як кілька різних партій:
move-reading = { $names }: { $moves }
move-read-as = прочитано як { $name } ({ $id })
move-read-as-look-alike = прочитано як { $name } ({ $id }), літери набрано латинськими літерами такої самої форми: { $letters }
move-fen-tag-letters = тег FEN не є стандартним FEN; прочитано літерами мови: { $name }
move-repair-long-algebraic = повну нотацію прочитано як SAN: «{ $text }»
move-repair-dash = схожий на дефіс символ у ході: «{ $text }»
move-repair-castling-zeros = рокіровку записано нулями: «{ $text }»
move-repair-capture-sign = знак взяття інший, ніж «x»: «{ $text }»
move-repair-captured-piece = указано побиту фігуру: «{ $text }»
move-repair-rankless-capture = взяття пішаком без горизонталі призначення: «{ $text }»
move-repair-look-alike = схожа літера з іншої абетки: «{ $text }»
move-repair-greek-file = грецька літера вертикалі: «{ $text }»
move-repair-lowercase-piece = мала літера фігури: «{ $text }»
move-repair-promotion = перетворення записано без «=»: «{ $text }»
move-repair-annotation = знак оцінки збережено як NAG: «{ $text }»
move-repair-en-passant-mark = «e.p.» прибрано: «{ $text }»
move-repair-check-sign = знак шаху інший, ніж «+» або «#»: «{ $text }»
move-repair-figurine = фігурка замість літери фігури: «{ $text }»
move-repair-punctuation = розділові знаки навколо ходів прибрано: «{ $text }»
move-repair-move-number = номер ходу записано інакше: «{ $text }»
move-repair-dash-between-moves = тире між ходами прибрано: «{ $text }»
move-repair-prose = текст збережено як коментар: «{ $text }»
move-repair-bracket-variation = квадратну дужку прочитано як варіант: «{ $text }»
move-repair-result = результат записано інакше: «{ $text }»
move-repair-cyrillic-file = літера вертикалі сербською кирилицею: «{ $text }»
move-repair-spaced-move = хід записано з пробілами всередині: «{ $text }»
move-repair-glued-moves = ходи записано без пробілів: «{ $text }»
move-repair-piece-dash = тире між фігурою та її полем: «{ $text }»
move-repair-false-check = знак шаху після ходу, який не дає шаху: «{ $text }»
move-repair-false-mate = знак мату після ходу, який не ставить мат: «{ $text }»
move-repair-false-capture = знак взяття після ходу, який нічого не бере: «{ $text }»
move-repair-pawn-letter = літера пішака перед ходом пішака: «{ $text }»
move-repair-more = ще подібних: { $count }
encoding-windows-1252 = не UTF-8: прочитано як Windows-1252 (уперше в рядку { $line })
encoding-utf16 = прочитано текст UTF-16 ({ $order })
encoding-bom = мітку порядку байтів прибрано
detect-also = також читається як { $names }
text-unterminated-comment = коментар без закривальної «{"}"}»
text-unterminated-variation = варіант, відкритий «{ $open }», без закривальної «{ $close }»
text-unbalanced-close = «{ $close }» без відкривальної «{ $open }»
expect-same = позиція після ходів збігається
expect-differs = { $field }: { $replayed }, а не { $claimed }
diagram-no-game = партії { $game } немає; у файлі { $count ->
    [one] { $count } партія
    [few] { $count } партії
   *[many] { $count } партій
}
help-moves = Перекласти й відтворити запис ходів (SAN, PGN) у будь-якій нотації
help-moves-text = Запис ходів, наприклад «1. e4 c5 2. Кf3»; або --input
help-moves-input = Файл PGN («-» — стандартний ввід)
help-moves-from = Нотація ходів: ідентифікатор таблиці, файл таблиці або auto
help-moves-to = Нотація виводу: ідентифікатор таблиці або файл таблиці
help-moves-fens = Виводити FEN після кожного ходу
help-moves-final-fen = У виводі PGN записати кінцеву позицію як коментар {"{"}FEN …{"}"} перед результатом
help-moves-start = Почати з цієї позиції замість початкової
help-moves-expect = Порівняти кінцеву позицію з цим FEN поле за полем
help-moves-keep-going = На помилковому ході повідомити про нього й перейти до наступної партії
help-moves-output = Записати у FILE (атомарно) замість стандартного виводу
help-diagram-pgn = Намалювати позицію з партії PGN
help-diagram-game = Яка партія з --pgn (1 — перша)
help-diagram-ply = Позиція після стількох півходів партії з --pgn (типово — кінець)

## Files: an error with its place
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Sheet templates
template-syntax = { $detail }
template-not-finite = { $key } має бути скінченним числом, а не { $value }
template-page-size = невідомий розмір сторінки «{ $size }» (A3, A4, A5, Letter, Legal або ШИРИНАxВИСОТА в мм)
template-range = { $key } має бути від { $min } до { $max }, а не { $value }
template-range-mm = { $key } має бути від { $min } до { $max } мм, а не { $value }
template-range-points = { $key } має бути від { $min } до { $max } пт, а не { $value }
template-theme = невідома тема «{ $name }» ({ $names })
template-coords = coords має бути outside, inside або none, а не «{ $value }»
template-font = шрифт «{ $name }» — не файл шрифту й не встановлена родина шрифтів
template-width = ширина діаграми має бути додатною, а не { $value }
template-width-fit = діаграма шириною { $width } мм не вміщається у свою клітинку ({ $cell_width } × { $cell_height } мм з номером і підписом); щонайбільше { $max } мм
template-no-room = діаграми не вміщаються на сторінці: менше рядків чи стовпців або менші поля
template-base-unknown = основа «{ $name }» не є ні вбудованим шаблоном ({ $names }), ні файлом шаблону
template-base-unreadable = не вдалося прочитати основу «{ $name }»: { $reason }
template-base-depth = глибина вкладення шаблонів перевищує { $max } (на «{ $name }»): можливо, основи посилаються одна на одну по колу?
template-choice = «{ $key }» = «{ $value }»; допустимі значення: { $choices }

## Notation table files
table-syntax = недопустима таблиця нотації: { $detail }
table-invalid-tag = «{ $tag }» — не мовний тег BCP 47
table-invalid-id = недопустимий ідентифікатор таблиці «{ $id }»
table-empty-token = позначення порожнє або містить пробіли
table-reserved-character = позначення «{ $token }» містить «{ $character }», що має власне значення у FEN або в записі ходів
table-duplicate-token = позначення «{ $token }» використовують і { $first }, і { $second }
table-move-text-clash = позначення «{ $token }» читалося б у записі ходів як літера вертикалі
table-invisible-character = позначення «{ $token }» містить невидимий символ ({ $character }), якого ніхто не зміг би побачити чи ввести
table-no-lowercase = позначення «{ $token }» не має окремої малої літери, тож фігури чорних читалися б як білі: задайте позначення чорних у [black]

## PNG output
encode-failed = не вдалося записати зображення { $format }: { $detail }
encode-not-built = ця збірка fenlingo не записує зображень { $format }
png-failed = не вдалося растеризувати діаграму: { $detail }

## Document figures (pandoc-fenlingo, mdbook-fenlingo)
figure-block = блок { $number }
figure-left-as-code = { $block } залишається блоком коду: «{ $first }»
figure-unknown-attribute = невідомий атрибут «{ $name }»; атрибути: { $names }
figure-bad-value = недопустиме значення «{ $value }» для { $attribute }; можливі значення: { $values }
figure-bad-number = «{ $value }» для { $attribute } — не число
figure-empty = блок не містить позиції
figure-many = блок містить { $count ->
    [one] { $count } позицію
    [few] { $count } позиції
   *[many] { $count } позицій
}; пишіть по одній на блок
figure-image = не вдалося записати зображення: { $reason }
figure-write = не вдалося записати зображення в { $path }: { $reason }
figure-controls-removed = керівні символи вилучено з атрибутів і підпису: { $chars }
figure-dir-outside = тека «{ $dir }», яку документ указує для своїх зображень, розташована поза робочою текою; зображення записуються в «{ $default }» (задайте { $variable }, щоб вибрати іншу теку)

## Usage errors and help annotations
help-color = Коли розфарбовувати повідомлення: auto (на терміналі, якщо не задано NO_COLOR), always (завжди) або never (ніколи)
help-encoding = Кодування вводу: auto (мітка порядку байтів, інакше UTF-8, інакше Windows-1252), utf-8, utf-16 (порядок за міткою порядку байтів, інакше little-endian), utf-16le, utf-16be або windows-1252
help-default-value = типово
help-possible-values = можливі значення
usage-quoted = «{ $text }»
usage-split-position = позицію розбито на { $count ->
    [one] { $count } аргумент
    [few] { $count } аргументи
   *[other] { $count } аргументів
}; візьміть її в лапки: { $command }
usage-unknown-command = невідома команда { $name }
usage-unknown-argument = неочікуваний аргумент { $arg }
usage-value-required = { $arg } потребує значення, але його не задано
usage-invalid-value = недопустиме значення { $value } для { $arg }
usage-missing-argument = не задано обов’язкових аргументів: { $arg }
usage-conflict = аргумент { $arg } не можна використовувати разом з { $other }
usage-no-equals = щоб присвоїти значення { $arg }, потрібен знак рівності
usage-value-count = неправильна кількість значень для { $arg }
usage-missing-command = потрібна команда, але її не задано
usage-invalid-utf8 = в одному чи кількох аргументах недопустимий UTF-8
usage-tip = порада
usage-did-you-mean = є схоже: { $suggestion }
usage-more-help = Докладніше: { $help }.

## What a TOML file (template or table) gets wrong
toml-unknown-field = невідомий ключ «{ $field }»; очікувався один з: { $expected }
toml-unknown-variant = невідоме значення «{ $value }»; очікувалося { $expected }
toml-missing-field = немає ключа «{ $field }»
toml-invalid-type = неправильний тип: { $found }, очікувався { $expected }
toml-invalid-value = неправильне значення: { $found }, очікувалося { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Набір фігур: noto, dejavu (вбудований), тека з фігурами SVG, названими як у lichess (wK.svg … bP.svg), файл шахового шрифту або назва родини встановленого шрифту
help-sheet-pieces = Набір фігур діаграм: noto, dejavu, тека з фігурами SVG, файл шахового шрифту або встановлений шрифт; якщо не вказано — як у шаблоні
pieces-not-found = немає набору фігур «{ $name }»: це не noto/dejavu, не тека, не файл шрифту і не встановлений шрифт
pieces-unreadable = не вдається прочитати «{ $path }»: { $error }
pieces-missing-files = у теці з фігурами «{ $folder }» бракує файлів: { $missing }
pieces-bad-svg = «{ $file }» — не зображення SVG
pieces-bad-font = «{ $file }» — не шрифт TrueType чи OpenType
pieces-no-pieces = у шрифті «{ $font }» немає шахових фігур; бракує: { $missing }
pieces-unsupported = «{ $name }»: ця збірка не читає набори фігур із файлів

glyphs-captions-english = у жодному встановленому шрифті немає гліфів письма «{ $script }»; підписи подано англійською (встановіть шрифт із ними: у Debian чи Ubuntu — пакет { $package }; або вкажіть теку зі шрифтами в FENLINGO_FONT_DIRS)
glyphs-undrawn = у жодному встановленому шрифті немає гліфів для цих символів даного тексту ({ $chars }); кожен намальовано як «?» (встановіть шрифт із ними або вкажіть теку зі шрифтами в FENLINGO_FONT_DIRS)
script-han = китайські ієрогліфи (китайська/японська)
script-kana = японська кана
script-hangul = хангиль (корейська)
script-devanagari = деванагарі
script-bengali = бенгальське письмо
script-thai = тайське письмо
script-other = символ { $code }

# A function given one position or game (the Python module).
text-many-items = текст містить { $count ->
    [one] { $count } позицію або партію
    [few] { $count } позиції або партії
   *[many] { $count } позицій або партій
}; передавайте по одній

## fenlingo serve
help-moves-json = Один об’єкт JSON на партію: запис ходів, підсумковий FEN, таблиці, виправлення й помилки
help-serve = Віддавати зображення дошок і переклади через HTTP
help-serve-listen = Адреса й порт для приймання з’єднань або шлях до сокета Unix
help-serve-workers = Потоки, що обслуговують запити (типово: по одному на ядро)
help-serve-cache-size = Пам’ять для недавніх відповідей, наприклад 64M (0: без кешу)
help-serve-max-requests = Запити, що обслуговуються одночасно; решта чекає
help-serve-timeout = Секунди, які запит може чекати й виконуватися
help-serve-header-timeout = Секунди, за які клієнт має надіслати заголовки запиту
help-serve-max-size = Найбільша ширина рисунка в пікселях (від 16 до 8192)
help-serve-quiet = Без журналу доступу в стандартному потоці помилок
help-serve-pieces = Набір фігур, який запит може назвати через pieces= (тека фігур SVG, файл шахового шрифту або встановлений шрифт; можна повторювати)
serve-listening = приймає з’єднання на { $address }
serve-bind = неможливо приймати з’єднання на «{ $address }»: { $reason }
serve-bad-setting = неприпустиме значення «{ $value }» для { $option }
serve-query-too-long = довжина запиту { $size } байт; читається щонайбільше { $max }
serve-bad-encoding = параметр «{ $name }» після декодування не є текстом UTF-8
serve-missing = немає параметра «{ $name }»
serve-bad-size = неприпустиме значення «{ $value }» для { $name }: ширина від 16 до { $max } пікселів
serve-bad-input = { $name }: { $reason }
serve-not-found = за адресою «{ $path }» нічого немає
serve-method = відповідаємо лише на GET і HEAD
serve-busy = забагато запитів одночасно; повторіть трохи згодом
serve-timeout = відповідь тривала надто довго
serve-index-intro = Шахові діаграми й переклади позицій у будь-якій нотації, з підписом мовою читача.
serve-index-images = діаграма позиції «fen» (у будь-якій нотації), з параметрами web-boardimage і параметрами діаграм fenlingo
serve-index-translate = позиція в іншій нотації, у JSON
serve-index-moves = запис ходів, відтворений і записаний в іншій нотації, у JSON
serve-index-health = відповідає 200, доки служба працює

## Tables named in messages ("read as …", the readings of an ambiguous text),
## in this language: the language names of Unicode CLDR 49 (as Babel 2.19
## gives them); the few CLDR lacks or that need a qualifier are composed
## from its parts, and say so.
table-af = африкаанс
table-az = азербайджанська
table-be = білоруська
table-be-tarask = білоруська (орфографія Тараскевича)
table-bg = болгарська
table-bn = бенгальська
table-ca = каталонська
table-cs = чеська
table-da = данська
table-de = німецька
table-el = грецька
table-en = англійська
table-eo = есперанто
table-es = іспанська
table-et = естонська
table-eu = баскська
table-fa = перська
table-fi = фінська
# composed: the page's word for figurines
table-figurine = фігурки
table-fr = французька
table-gl = галісійська
table-gsw = німецька (Швейцарія)
table-he = іврит
table-hi = гінді
table-hr = хорватська
table-hu = угорська
table-id = індонезійська
table-is = ісландська
table-it = італійська
table-ja = японська
table-ka = грузинська
table-ko = корейська
table-lb = люксембурзька
table-lt = литовська
table-lv = латиська
table-mn = монгольська
table-nb = норвезька (букмол)
table-nl = нідерландська
table-nn = норвезька (нюношк)
# composed: not in CLDR for this language
table-pl = польська
# composed: the page's word for problem chess
table-problem = шахова композиція
table-pt = португальська
table-ro = румунська
table-ru = російська
table-sk = словацька
table-sl = словенська
table-sq = албанська
table-sr-Cyrl = сербська (кирилиця)
table-sr-Latn = сербська (латиниця)
table-sv = шведська
table-tr = турецька
table-uk = українська
table-vi = вʼєтнамська
table-zh = китайська
# composed: CLDR's Chinese with the word for Chinese characters
table-zh-Hani = китайська (ієрогліфи)
