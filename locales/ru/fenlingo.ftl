# Russian — messages of the fenlingo command-line tool and library.

## Severities and locations
error = ошибка
warning = предупреждение
note = примечание

## FEN and EPD reading errors
err-invalid-utf8 = недопустимый UTF-8 в байте { $offset }
err-line-too-long = строка длиннее { $limit } байт
err-empty = пустая позиция
err-rank-count = ожидалось 8 горизонталей, найдено { $found }
err-rank-too-long = на { $rank }-й горизонтали больше 8 полей
err-rank-too-short = на { $rank }-й горизонтали { $squares ->
    [one] { $squares } поле
    [few] { $squares } поля
   *[many] { $squares } полей
}, ожидалось 8
err-invalid-piece = недопустимое обозначение фигуры «{ $token }» на { $rank }-й горизонтали
err-invalid-digit = недопустимая цифра «{ $digit }» на { $rank }-й горизонтали (пустые поля — от 1 до 8)
err-invalid-side = недопустимое обозначение очереди хода «{ $token }»
err-invalid-castling = недопустимое право рокировки «{ $token }»
err-too-many-castling = больше двух прав рокировки у { $color ->
    [white] белых
   *[black] чёрных
}
err-invalid-ep = недопустимое поле взятия на проходе «{ $token }»
err-ep-rank = поле взятия на проходе «{ $token }» не на 3-й и не на 6-й горизонтали
err-invalid-counter = недопустимое значение поля «{ $field }»: «{ $token }»
err-counter-too-large = слишком большое значение поля «{ $field }»
err-missing-field = не хватает поля: { $field }
err-extra-field = лишнее поле «{ $token }»
err-invalid-operation = недопустимая операция EPD «{ $token }»
err-unterminated-string = незакрытая строка в кавычках
err-not-strict = { $repair } (допускается только в нестрогом режиме)

## FEN fields
field-placement = расстановка фигур
field-side = очередь хода
field-castling = права рокировки
field-en-passant = поле взятия на проходе
field-halfmove = счётчик полуходов
field-fullmove = номер хода
field-operations = операции EPD

## Repairs made in lenient mode
repair-line = { $what }: «{ $before }» прочитано как «{ $after }»
repair-dash = тире вместо «-»
repair-double-dash = «--» вместо двух пустых полей
repair-separator = неправильные пробелы
repair-invisible-character = невидимый символ
repair-missing-field = нет поля «{ $field }», подставлено значение по умолчанию
repair-missing-fields = не хватает полей ({ $count }), приняты: «{ $assumed }»
repair-fullmove-zero = номер хода 0
repair-leading-zeros = ведущие нули в поле «{ $field }»
repair-castling-order = права рокировки не в каноническом порядке
repair-figurine = символ фигуры
repair-merged-digits = цифры подряд на одной горизонтали
repair-missing-semicolon = операция EPD без «;»
repair-brackets = позиция в квадратных скобках
repair-standard-castling = права на рокировку записаны стандартными буквами

## Legality flags
flag-empty = доска пуста
flag-no-white-king = у белых нет короля
flag-no-black-king = у чёрных нет короля
flag-too-many-kings = у одной из сторон больше одного короля
flag-pawns-on-backrank = пешка на 1-й или 8-й горизонтали
flag-too-many-white-pawns = у белых больше 8 пешек
flag-too-many-black-pawns = у чёрных больше 8 пешек
flag-too-many-white-pieces = у белых больше 16 фигур
flag-too-many-black-pieces = у чёрных больше 16 фигур
flag-too-many-white-promoted = у белых больше превращённых фигур, чем позволяют недостающие пешки
flag-too-many-black-promoted = у чёрных больше превращённых фигур, чем позволяют недостающие пешки
flag-bad-castling-rights = право рокировки без короля и ладьи на своих полях
flag-invalid-ep-square = поле взятия на проходе не следует из хода пешки на два поля
flag-opposite-check = сторона, которая не ходит, под шахом
flag-kings-adjacent = короли стоят на соседних полях
flag-too-many-checkers = шах дают больше двух фигур
flag-impossible-check = такой шах не мог возникнуть после легального хода

## Command-line output
check-ok = OK
check-illegal = нелегальная позиция
summary = { $total ->
    [one] { $total } позиция
    [few] { $total } позиции
   *[many] { $total } позиций
}: { $ok ->
    [one] { $ok } верная
    [few] { $ok } верные
   *[many] { $ok } верных
}, { $invalid } с ошибками, { $illegal ->
    [one] { $illegal } нелегальная
    [few] { $illegal } нелегальные
   *[many] { $illegal } нелегальных
}
lang-unknown = неизвестный язык «{ $requested }»; используется { $fallback }
notation-unknown = неизвестная нотация «{ $name }»; см. «fenlingo languages»
notation-no-board = нотация «{ $name }» — только для записи ходов: ни один источник не показывает, как в ней записываются чёрные фигуры на доске; используйте её с «fenlingo moves»
notation-file = не удаётся прочитать файл нотации «{ $path }»: { $reason }
io-read = не удаётся прочитать «{ $path }»: { $reason }
io-write = не удаётся записать «{ $path }»: { $reason }
io-not-found = нет такого файла или папки
io-permission-denied = доступ запрещён
io-storage-full = на устройстве не осталось места
io-quota-exceeded = превышена дисковая квота
io-read-only = файловая система только для чтения
io-is-directory = это папка
io-not-directory = часть пути не является папкой
io-too-large = файл слишком велик
io-exists = файл уже существует
io-other = { $reason }
io-name-too-long = слишком длинное имя файла
io-no-device-or-address = нет такого устройства или адреса (сокет или отсутствующее устройство)
io-no-device = нет такого устройства
io-symlink-loop = слишком много уровней символических ссылок
io-input-output = ошибка ввода-вывода
io-too-many-open = слишком много открытых файлов
io-bad-descriptor = дескриптор файла закрыт или недействителен
io-not-a-socket = это не сокет, в который можно писать
io-folder-not-empty = папка не пуста
io-busy = устройство или ресурс занято
io-program-busy = файл — программа, которая сейчас выполняется
io-cross-device = ссылка пересекала бы устройства
io-too-many-links = слишком много ссылок
io-not-seekable = в файле нельзя перейти к другой позиции (канал или терминал)
io-stale = устаревший дескриптор сетевого файла
io-out-of-memory = недостаточно памяти
io-would-block = ресурс временно недоступен
io-invalid-argument = недопустимый аргумент
io-broken-pipe = канал разорван: читающая сторона закрыта
io-connection-refused = в соединении отказано
io-address-in-use = адрес уже используется
io-address-not-available = адрес недоступен на этой машине
io-connection-reset = соединение сброшено
io-not-connected = нет соединения
io-unsupported = операция не поддерживается
io-timed-out = время ожидания истекло
io-interrupted = прервано
io-unexpected-end = неожиданный конец файла
io-write-zero = не удалось ничего записать
io-not-utf8 = это не текст UTF-8 (строка { $line }, столбец { $column })
io-text-too-large = больше { $limit } МиБ — предела для файлов этого вида
io-stdout-closed = стандартный вывод закрыт
output-is-input = вывод «{ $path }» является и входным файлом («{ $input }»): запись уничтожила бы читаемые данные; выберите другой файл вывода
output-kept = нечего записать; «{ $path }» оставлен без изменений
out-dir-create = не удаётся создать папку «{ $path }»: { $reason }
out-dir-renamed = другая диаграмма этого запуска уже названа «{ $name }»; эта записана в «{ $renamed }»
diagram-png-too-large = ширина диаграммы PNG — не более { $max } пикселей (иначе нужно больше 1 ГиБ памяти), а не { $size }; для большего рисунка используйте SVG или PDF
xml-dropped = в подписи есть символы, недопустимые в SVG ({ $chars }); они опущены
similar-tokens = таблицы с обозначением «{ $token }»: { $tables }
no-similar-tokens = ни в одной таблице нет обозначения «{ $token }»

## Language detection
detect-read-as = прочитано как { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }): { $fen }
detect-reason-tokens = все обозначения из этой таблицы
detect-reason-legal = легальная позиция
detect-reason-flags = { $count ->
    [one] { $count } нарушение правил
    [few] { $count } нарушения правил
   *[many] { $count } нарушений правил
}
detect-reason-side = обозначение очереди хода из этой таблицы
detect-reason-castling = обозначения рокировки из этой таблицы
detect-ambiguous = неоднозначная нотация: варианты ниже дают разные позиции; укажите нотацию через --from
detect-none = эту позицию не читает ни одна нотация

## Languages
languages-provisional = предварительная
languages-moves-only = только ходы
languages-sources = { $count ->
    [one] { $count } источник
    [few] { $count } источника
   *[many] { $count } источников
}

## Completions and manual pages
help-completions = Вывести скрипт автодополнения для оболочки
help-completions-shell = Оболочка, для которой нужен скрипт
help-man = Вывести страницу руководства fenlingo или одной команды (roff)
help-man-command = Команда, чья страница нужна; без неё — страница самого fenlingo
man-name = Имя
man-synopsis = Обзор
man-description = Описание
man-version = Версия

## Command-line help
help-about = Шахматные позиции в нотации любого языка: проверка, перевод и определение нотации FEN и EPD.
help-lang = Язык сообщений (BCP 47, например es, ru, de-AT); по умолчанию из LC_ALL, LC_MESSAGES или LANG, иначе английский
help-check = Проверить позиции: ошибки с указанием места, исправления и нарушения правил
help-translate = Перевести позиции из одной нотации в другую (по умолчанию в стандартный FEN)
help-detect = Определить, в какой нотации записана позиция, с обоснованием
help-languages = Показать встроенные таблицы нотаций
help-positions = Позиции (строки FEN или EPD); если не заданы, читаются из --input
help-input = Читать позиции из FILE, по одной на строку («-» — стандартный ввод)
help-format = FEN, EPD или определять по пятому полю каждой строки
help-from = Нотация ввода: идентификатор таблицы, файл таблицы или auto
help-to = Нотация вывода: идентификатор таблицы или файл таблицы
help-strict = Отвергать всё, что нестрогий режим исправил бы
help-chess960 = Оценивать права рокировки по правилам Chess960
help-json = Один объект JSON на строку
help-output = Записать в FILE (атомарно) вместо стандартного вывода
help-ep = Какое поле взятия на проходе записывать: как задано, только если взятие возможно, или после каждого хода пешки на два поля
help-fail-fast = Остановиться на первой ошибочной строке
help-usage = Использование
help-arguments = Аргументы
help-options = Параметры
help-help = Показать справку
help-version = Показать версию
help-help-command = Показать это сообщение или справку по указанной команде
help-commands = Команды
help-diagram = Нарисовать позицию как диаграмму SVG, PNG или PDF
help-diagram-position = Позиция (FEN или EPD); или --input для диаграммы на каждую строку
help-diagram-output = Выходной файл (.svg, .png или .pdf); «-» выводит на стандартный вывод
help-diagram-input = Читать позиции из FILE, по диаграмме на строку («-» — стандартный ввод)
help-diagram-out-dir = Папка для диаграмм из --input, имена по номеру строки или id из EPD
help-diagram-orientation = Какая сторона внизу: white (белые), black (чёрные) или side-to-move (та, чей ход; также auto)
help-diagram-format = Формат изображения: svg, png или pdf (по умолчанию — по расширению -o; SVG для --out-dir)
help-moves-keep-form = Сохранить запись автора (полная нотация, взятия через «:», 0-0); меняются только буквы
help-diagram-from = Нотация ввода: идентификатор таблицы, файл таблицы или auto
help-diagram-size = Ширина рисунка: пиксели (от 16 до 20000; PNG не более 8192) или для печати 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = Разрешение PNG в точках на дюйм (300, если --size задан в единицах печати)
help-diagram-flip = Чёрные внизу
help-diagram-coords = Обозначения полей: outside (снаружи), inside (внутри) или none (без них)
help-diagram-theme = Цвета: screen (экран), print (чёрно-белая со штриховкой) или blue
help-diagram-mark = Закрасить поля, например e4,Rd5 (цвета G, R, Y, B)
help-diagram-circle = Обвести поля кружком
help-diagram-cross = Перечеркнуть поля
help-diagram-arrow = Стрелки, например e2e4,Rg1f3
help-diagram-annotations = Пометки и стрелки в виде аннотаций lichess: [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = Выделить последний ход, например e2e4
help-diagram-no-check = Не выделять короля под шахом
help-diagram-no-side-marker = Без знака очереди хода у доски
help-diagram-no-frame = Без рамки вокруг доски
help-diagram-pdfx = Записать PDF-рисунок как PDF/X-4 для типографии
help-diagram-caption = Подпись: auto, none или текст с {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} и {"{"}n{"}"}
help-diagram-mate = Подпись «Мат в N ходов» (от 1 до 999)

## Diagrams
option-unknown = неизвестный параметр «{ $name }»; параметры: { $names }
option-bad-value = недопустимое значение «{ $value }» для { $option }; возможные значения: { $values }
option-bad-number = «{ $value }» для { $option } — не число из допустимого диапазона
diagram-bad-square = недопустимое поле или ход «{ $text }» в { $option }
diagram-unknown-theme = неизвестная тема «{ $name }»; темы: { $names }
diagram-no-output = укажите выходной файл диаграммы через -o («-» — стандартный вывод)
diagram-input-no-output = укажите --out-dir ПАПКА для диаграммы на каждую строку --input или -o ФАЙЛ, если в нём одна позиция
diagram-no-position = укажите позицию или --input ФАЙЛ вместе с --out-dir ПАПКА (диаграмма на строку) или -o ФАЙЛ (одна позиция)
diagram-several-positions = в «{ $name }» больше одной позиции, а -o записывает одну диаграмму: укажите --out-dir ПАПКА для диаграммы на каждую строку или оставьте одну позицию
reading-stdin = чтение позиций со стандартного ввода (завершите Ctrl-D; см. --help)
diagram-unknown-extension = непонятен формат изображения «{ $path }»: используйте .svg, .png или .pdf либо --format
diagram-binary-terminal = байты PNG и PDF не выводятся в терминал: перенаправьте стандартный вывод или укажите -o ФАЙЛ
diagram-bad-size = размер должен быть от 16 до 20000 пикселей, а не { $size }
diagram-bad-mate = число ходов до мата должно быть от { $min } до { $max }, а не { $n }

## Sheets
help-sheet = Напечатать листы задач: много диаграмм на страницах PDF, с ответами
help-sheet-inputs = Входные файлы (.fen, .epd, .pgn, .csv из lichess; «-» — стандартный ввод); без них — встроенный образец
help-sheet-output = Выходной PDF (по умолчанию fenlingo-sample.pdf для образца)
help-sheet-template = Макет: встроенный шаблон (a4-6, a4-12, letter-6, a5-4, article) или файл шаблона
help-sheet-title = Заголовок вверху страниц
help-sheet-from = Нотация позиций: идентификатор таблицы, файл таблицы или auto
help-sheet-format = Формат ввода, если расширение его не указывает: fen, epd, pgn или csv
help-sheet-ply = Для партий PGN: позиция после этого числа полуходов
help-sheet-start = Номер первой диаграммы
help-sheet-no-answers = Без ответов
help-sheet-strict = Остановиться на первой ошибке и ничего не записывать
help-sheet-figurines = Записывать решения фигурками (♖e8+), одинаково на всех языках
help-sheet-pdfx = Записать PDF/X-4 для типографии (серое условие вывода, обрезной формат и вылеты)
help-sheet-orientation = Какая сторона внизу: white (белые), black (чёрные) или side-to-move (решающий; также auto)
help-sheet-coords = Обозначения полей: outside (снаружи), inside (внутри) или none (без них); по умолчанию — как в шаблоне
help-sheet-theme = Цвета диаграмм: screen (экран), print (чёрно-белая) или blue (по умолчанию — как в шаблоне)
help-sheet-setup-move = Показать ход, который привёл к позиции задачи (lichess: первый из Moves), как последний ход
help-sheet-themes = CSV lichess: только задачи с одной из этих тем (через запятую)
help-sheet-rating = CSV lichess: только задачи с рейтингом MIN-MAX (или MIN-, -MAX)
help-sheet-popularity = CSV lichess: только задачи с популярностью не ниже этой (от -100 до 100)
help-sheet-limit = CSV lichess: не больше N задач
help-sheet-sort = CSV lichess: порядок rating, popularity, id или random (по умолчанию — как в файле)
help-sheet-seed = Зерно для --sort random (одно и то же зерно — одни и те же задачи)
sheet-bad-value = { $option } { $value }: ожидается { $expected }
sheet-unknown-template = неизвестный шаблон «{ $name }»; встроенные шаблоны: { $names }
sheet-unknown-format = неизвестный формат ввода «{ $name }»; форматы: fen, epd, pgn, csv
sheet-start-too-high = --start { $start } не позволяет пронумеровать диаграммы ({ $count }): последний номер — { $max }
sheet-written = { $path }: { $count ->
    [one] { $count } диаграмма
    [few] { $count } диаграммы
   *[many] { $count } диаграмм
}

## Moves
move-unreadable = «{ $move }» — не ход
move-no-piece = «{ $move }»: { $role ->
    [queen] ни один ферзь не может
    [rook] ни одна ладья не может
    [bishop] ни один слон не может
    [knight] ни один конь не может
    [pawn] ни одна пешка не может
   *[other] король не может
} пойти на { $square }
move-ambiguous = «{ $move }»: на { $square } могут пойти { $count } { $count ->
    [one] { $piece }
    [few] { $role ->
        [queen] ферзя
        [rook] ладьи
        [bishop] слона
        [knight] коня
        [pawn] пешки
       *[other] короля
    }
   *[many] { $role ->
        [queen] ферзей
        [rook] ладей
        [bishop] слонов
        [knight] коней
        [pawn] пешек
       *[other] королей
    }
}
move-bad-position = из этой позиции нельзя делать ходы
move-error = ход { $number } ({ $side }): { $reason }
encoding-unknown = неизвестная кодировка «{ $name }» (auto, utf-8, utf-16, windows-1252)
csv-missing-column = в строке нет столбца { $name }
diagram-ply-past-end = полуход { $ply } — после конца партии ({ $length ->
    [one] { $length } полуход
    [few] { $length } полухода
   *[many] { $length } полуходов
})
move-choose = выберите нотацию через --from
move-bad-rank = «{ $move }»: «{ $found }» — не горизонталь (1–8){ $like ->
    [none] {""}
   *[other] ; «{ $like }», набранная как «{ $found }»?
}
move-no-capture = «{ $move }»: ни одна пешка с вертикали { $from } не может взять на вертикали { $to }
move-wrong-piece = «{ $move }»: на { $square } стоит { $found }, а не { $piece }
move-wrong-capture = «{ $move }»: на { $square } стоит { $found }, а не { $piece }
move-empty-square = «{ $move }»: поле { $square } пусто, { $role ->
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
   *[other] короля
} там нет
move-empty-capture = «{ $move }»: поле { $square } пусто, { $role ->
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
   *[other] короля
} там нет, брать нечего
move-no-promotion = «{ $move }»: пешка на { $square } должна превратиться; фигура не указана
move-no-castling = «{ $move }»: рокировка здесь невозможна
move-counter-overflow = «{ $move }»: { $field } превысит { $max }
move-two-readings = «{ $move }» читается как два разных легальных хода
move-no-takes = «{ $move }»: { $role ->
    [queen] ни один ферзь не может
    [rook] ни одна ладья не может
    [bishop] ни один слон не может
    [knight] ни один конь не может
    [pawn] ни одна пешка не может
   *[other] король не может
} взять { $captured_role ->
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
    [pawn] пешку
   *[other] короля
}
solution-not-mate = «{ $move }» не даёт мата, а задача требует мата
solution-marked-not-mate = «{ $move }» записан как мат, но мата нет
solution-mate-count = «{ $move }» даёт мат в { $found } { $found ->
    [one] ход
    [few] хода
   *[other] ходов
}, а в задаче сказано: мат в { $n }
move-repair-pieces-only = взятие указано только фигурами: «{ $text }»
move-repair-glued-prose = слова, слитые с ходом, отделены: «{ $text }»
game-no-moves = в этом тексте не удалось прочитать ни одного хода (обычный текст, таблица или одни номера ходов): воспроизводить нечего
game-position-only = этот текст — позиция, а не запись ходов: прочитайте её командой «translate», «check» или «diagram» или добавьте ходы после неё
input-not-positions = { $format ->
    [csv] на входе CSV с задачами lichess, а не строки с позициями: «fenlingo sheet» рисует эти задачи
   *[pgn] на входе PGN или запись ходов, а не строки с позициями: «fenlingo moves» воспроизводит партии, а «fenlingo sheet» рисует их
}
move-stopped = fenlingo: ход { $number } ({ $side }) не удалось прочитать, текст после него опущен: { $reason }
move-ambiguous-reading = запись ходов читается как несколько разных партий:
move-reading = { $names }: { $moves }
move-read-as = прочитано как { $name } ({ $id })
move-read-as-look-alike = прочитано как { $name } ({ $id }), буквы набраны похожими латинскими: { $letters }
move-fen-tag-letters = тег FEN записан не в стандартной нотации; прочитан как { $name }
move-repair-long-algebraic = полная нотация прочитана как краткая: «{ $text }»
move-repair-dash = типографское тире в ходе: «{ $text }»
move-repair-castling-zeros = рокировка записана нулями: «{ $text }»
move-repair-capture-sign = знак взятия не «x»: «{ $text }»
move-repair-captured-piece = указана взятая фигура: «{ $text }»
move-repair-rankless-capture = взятие пешкой без горизонтали: «{ $text }»
move-repair-look-alike = буква того же вида из другого алфавита: «{ $text }»
move-repair-greek-file = греческая буква вертикали: «{ $text }»
move-repair-lowercase-piece = строчная буква фигуры: «{ $text }»
move-repair-promotion = превращение без «=»: «{ $text }»
move-repair-annotation = знак оценки сохранён как NAG: «{ $text }»
move-repair-en-passant-mark = «e.p.» опущено: «{ $text }»
move-repair-check-sign = знак шаха не «+» и не «#»: «{ $text }»
move-repair-figurine = фигурка вместо буквы: «{ $text }»
move-repair-punctuation = знаки препинания между ходами опущены: «{ $text }»
move-repair-move-number = номер хода записан иначе: «{ $text }»
move-repair-dash-between-moves = тире между ходами опущено: «{ $text }»
move-repair-prose = текст сохранён как комментарий: «{ $text }»
move-repair-bracket-variation = квадратная скобка прочитана как вариант: «{ $text }»
move-repair-result = результат записан иначе: «{ $text }»
move-repair-cyrillic-file = сербская кириллическая буква вертикали: «{ $text }»
move-repair-spaced-move = ход записан с пробелами внутри: «{ $text }»
move-repair-glued-moves = ходы записаны без пробелов: «{ $text }»
move-repair-piece-dash = тире между фигурой и её полем: «{ $text }»
move-repair-false-check = знак шаха после хода, который не даёт шаха: «{ $text }»
move-repair-false-mate = знак мата после хода, который не ставит мат: «{ $text }»
move-repair-false-capture = знак взятия после хода, который ничего не берёт: «{ $text }»
move-repair-pawn-letter = буква пешки перед ходом пешки: «{ $text }»
move-repair-more = ещё таких же: { $count }
encoding-windows-1252 = не UTF-8: прочитано как Windows-1252 (впервые в строке { $line })
encoding-utf16 = прочитан текст UTF-16 ({ $order })
encoding-bom = метка порядка байтов опущена
detect-also = также читается как { $names }
text-unterminated-comment = комментарий без закрывающей «{"}"}»
text-unterminated-variation = вариант, открытый «{ $open }», без закрывающей «{ $close }»
text-unbalanced-close = «{ $close }» без открывающей «{ $open }»
expect-same = позиция после ходов совпадает
expect-differs = { $field }: { $replayed }, а не { $claimed }
diagram-no-game = партии { $game } нет; в файле { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
}
help-moves = Перевести и воспроизвести запись ходов (SAN, PGN) в любой нотации
help-moves-text = Запись ходов, например «1. e4 c5 2. Кf3»; или --input
help-moves-input = Файл PGN («-» — стандартный ввод)
help-moves-from = Нотация ходов: идентификатор таблицы, файл таблицы или auto
help-moves-to = Нотация вывода: идентификатор таблицы или файл таблицы
help-moves-fens = Показывать FEN после каждого хода
help-moves-final-fen = В выводе PGN записать конечную позицию комментарием {"{"}FEN …{"}"} перед результатом
help-moves-start = Начать с этой позиции вместо начальной
help-moves-expect = Сравнить итоговую позицию с этим FEN поле за полем
help-moves-keep-going = При ошибочном ходе сообщить и перейти к следующей партии
help-moves-output = Записать в FILE (атомарно) вместо стандартного вывода
help-diagram-pgn = Нарисовать позицию из партии PGN
help-diagram-game = Какая партия из --pgn (1 — первая)
help-diagram-ply = Позиция после этого числа полуходов партии (по умолчанию — конечная)

## Файлы: ошибка и её место
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Шаблоны листов
template-syntax = { $detail }
template-not-finite = { $key } должно быть конечным числом, а не { $value }
template-page-size = неизвестный размер страницы «{ $size }» (A3, A4, A5, Letter, Legal или ШИРИНАxВЫСОТА в мм)
template-range = { $key } должно быть от { $min } до { $max }, а не { $value }
template-range-mm = { $key } должно быть от { $min } до { $max } мм, а не { $value }
template-range-points = { $key } должно быть от { $min } до { $max } пунктов, а не { $value }
template-theme = неизвестная тема «{ $name }» ({ $names })
template-coords = coords должно быть outside, inside или none, а не «{ $value }»
template-font = шрифт «{ $name }» — не файл шрифта и не установленное семейство шрифтов
template-width = ширина диаграммы должна быть положительной, а не { $value }
template-width-fit = диаграмма шириной { $width } мм не помещается в ячейку ({ $cell_width } × { $cell_height } мм с подписью и номером); не более { $max } мм
template-no-room = диаграммы не помещаются на странице: нужно меньше строк или столбцов либо меньшие поля
template-base-unknown = основа «{ $name }» — не встроенный шаблон ({ $names }) и не файл шаблона
template-base-unreadable = не удалось прочитать основу «{ $name }»: { $reason }
template-base-depth = шаблоны опираются друг на друга глубже { $max } уровней (на «{ $name }»): нет ли круга основ?
template-choice = «{ $key }» = «{ $value }»; допустимые значения: { $choices }

## Файлы таблиц нотации
table-syntax = неверная таблица нотации: { $detail }
table-invalid-tag = «{ $tag }» — не языковой тег BCP 47
table-invalid-id = неверный идентификатор таблицы «{ $id }»
table-empty-token = обозначение пустое или содержит пробелы
table-reserved-character = обозначение «{ $token }» содержит «{ $character }», у которого есть своё значение в FEN или в записи ходов
table-duplicate-token = обозначение «{ $token }» используют и { $first }, и { $second }
table-move-text-clash = обозначение «{ $token }» читалось бы в записи ходов как буква вертикали
table-invisible-character = обозначение «{ $token }» содержит невидимый символ ({ $character }), который нельзя ни увидеть, ни набрать
table-no-lowercase = у обозначения «{ $token }» нет строчной формы, и чёрные фигуры читались бы как белые: задайте обозначения чёрных в [black]

## Вывод PNG
encode-failed = не удалось записать изображение { $format }: { $detail }
encode-not-built = эта сборка fenlingo не создаёт изображения { $format }
png-failed = не удалось растеризовать диаграмму: { $detail }

## Диаграммы в документах (pandoc-fenlingo, mdbook-fenlingo)
figure-block = блок { $number }
figure-left-as-code = { $block } остаётся блоком кода: «{ $first }»
figure-unknown-attribute = неизвестный атрибут «{ $name }»; атрибуты: { $names }
figure-bad-value = недопустимое значение «{ $value }» для { $attribute }; возможные значения: { $values }
figure-bad-number = «{ $value }» для { $attribute } — не число
figure-empty = в блоке нет позиции
figure-many = в блоке { $count ->
    [one] { $count } позиция
    [few] { $count } позиции
   *[other] { $count } позиций
}; пишите по одной на блок
figure-image = не удалось записать диаграмму: { $reason }
figure-write = не удалось записать диаграмму в { $path }: { $reason }
figure-controls-removed = управляющие символы опущены в атрибутах и подписи: { $chars }
figure-dir-outside = папка «{ $dir }», которую документ указывает для диаграмм, находится вне рабочей папки; диаграммы записываются в «{ $default }» (чтобы выбрать другую папку, задайте { $variable })

## Ошибки использования и пометки в справке
help-color = Когда раскрашивать сообщения: auto (в терминале, если не задана NO_COLOR), always (всегда) или never (никогда)
help-encoding = Кодировка ввода: auto (метка порядка байтов, иначе UTF-8, иначе Windows-1252), utf-8, utf-16 (порядок по метке порядка байтов, иначе little-endian), utf-16le, utf-16be или windows-1252
help-default-value = по умолчанию
help-possible-values = возможные значения
usage-quoted = «{ $text }»
usage-split-position = позиция разбита на { $count ->
    [one] { $count } аргумент
    [few] { $count } аргумента
   *[other] { $count } аргументов
}; заключите её в кавычки: { $command }
usage-unknown-command = неизвестная подкоманда { $name }
usage-unknown-argument = неожиданный аргумент { $arg }
usage-value-required = для { $arg } нужно значение, но оно не указано
usage-invalid-value = недопустимое значение { $value } для { $arg }
usage-missing-argument = не указаны обязательные аргументы: { $arg }
usage-conflict = аргумент { $arg } нельзя использовать вместе с { $other }
usage-no-equals = для { $arg } значение нужно задавать через знак равенства
usage-value-count = неверное число значений для { $arg }
usage-missing-command = нужна подкоманда, но она не указана
usage-invalid-utf8 = в одном или нескольких аргументах недопустимый UTF-8
usage-tip = подсказка
usage-did-you-mean = есть похожий вариант: { $suggestion }
usage-more-help = Подробнее: { $help }.

## Что не так в файле TOML (шаблоне или таблице)
toml-unknown-field = неизвестный ключ «{ $field }»; ожидался один из: { $expected }
toml-unknown-variant = неизвестное значение «{ $value }»; ожидалось { $expected }
toml-missing-field = нет ключа «{ $field }»
toml-invalid-type = неверный тип: { $found }; ожидалось { $expected }
toml-invalid-value = неверное значение: { $found }; ожидалось { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Набор фигур: noto, dejavu (встроенный), папка с фигурами SVG, названными как в lichess (wK.svg … bP.svg), файл шахматного шрифта или название семейства установленного шрифта
help-sheet-pieces = Набор фигур диаграмм: noto, dejavu, папка с фигурами SVG, файл шахматного шрифта или установленный шрифт (по умолчанию — как в шаблоне)
pieces-not-found = нет набора фигур «{ $name }»: это не noto/dejavu, не папка, не файл шрифта и не установленный шрифт
pieces-unreadable = не удаётся прочитать «{ $path }»: { $error }
pieces-missing-files = в папке с фигурами «{ $folder }» нет файлов: { $missing }
pieces-bad-svg = «{ $file }» — не изображение SVG
pieces-bad-font = «{ $file }» — не шрифт TrueType или OpenType
pieces-no-pieces = в шрифте «{ $font }» нет шахматных фигур; не хватает: { $missing }
pieces-unsupported = «{ $name }»: эта сборка не читает наборы фигур из файлов

glyphs-captions-english = ни в одном установленном шрифте нет глифов письменности «{ $script }»; подписи даны по-английски (установите шрифт с ними: в Debian или Ubuntu — пакет { $package }; или укажите папку со шрифтами в FENLINGO_FONT_DIRS)
glyphs-undrawn = ни в одном установленном шрифте нет глифов для этих символов данного текста ({ $chars }); каждый нарисован как «?» (установите шрифт с ними или укажите папку со шрифтами в FENLINGO_FONT_DIRS)
script-han = китайские иероглифы (китайский/японский)
script-kana = японская кана
script-hangul = хангыль (корейский)
script-devanagari = деванагари
script-bengali = бенгальское письмо
script-thai = тайское письмо
script-other = символ { $code }

# A function given one position or game (the Python module).
text-many-items = в тексте { $count ->
    [one] { $count } позиция или партия
    [few] { $count } позиции или партии
   *[other] { $count } позиций или партий
}; передавайте по одной

## fenlingo serve
help-moves-json = Один объект JSON на партию: запись ходов, итоговый FEN, таблицы, исправления и ошибки
help-serve = Отдавать изображения досок и переводы по HTTP
help-serve-listen = Адрес и порт для приёма соединений или путь к сокету Unix
help-serve-workers = Потоки, обслуживающие запросы (по умолчанию: по одному на ядро)
help-serve-cache-size = Память для недавних ответов, например 64M (0: без кэша)
help-serve-max-requests = Запросы, обслуживаемые одновременно; остальные ждут
help-serve-timeout = Секунды, которые запрос может ждать и выполняться
help-serve-header-timeout = Секунды, за которые клиент должен прислать заголовки запроса
help-serve-max-size = Наибольшая ширина рисунка в пикселях (от 16 до 8192)
help-serve-quiet = Без журнала доступа в стандартном потоке ошибок
help-serve-pieces = Набор фигур, который запрос может назвать через pieces= (папка фигур SVG, файл шахматного шрифта или установленный шрифт; можно повторять)
serve-listening = принимает соединения на { $address }
serve-bind = невозможно принимать соединения на «{ $address }»: { $reason }
serve-bad-setting = недопустимое значение «{ $value }» для { $option }
serve-query-too-long = длина запроса { $size } байт; читается не более { $max }
serve-bad-encoding = параметр «{ $name }» после декодирования не является текстом UTF-8
serve-missing = нет параметра «{ $name }»
serve-bad-size = недопустимое значение «{ $value }» для { $name }: ширина от 16 до { $max } пикселей
serve-bad-input = { $name }: { $reason }
serve-not-found = по адресу «{ $path }» ничего нет
serve-method = отвечаем только на GET и HEAD
serve-busy = слишком много запросов одновременно; повторите чуть позже
serve-timeout = ответ занял слишком много времени
serve-index-intro = Шахматные диаграммы и переводы позиций в любой нотации, с подписью на языке читателя.
serve-index-images = диаграмма позиции «fen» (в любой нотации), с параметрами web-boardimage и параметрами диаграмм fenlingo
serve-index-translate = позиция в другой нотации, в JSON
serve-index-moves = запись ходов, проигранная и записанная в другой нотации, в JSON
serve-index-health = отвечает 200, пока служба работает

## Tables named in messages ("read as …", the readings of an ambiguous text),
## in this language: the language names of Unicode CLDR 49 (as Babel 2.19
## gives them); the few CLDR lacks or that need a qualifier are composed
## from its parts, and say so.
table-af = африкаанс
table-az = азербайджанский
table-be = белорусский
table-be-tarask = белорусский (тарашкевица)
table-bg = болгарский
table-bn = бенгальский
table-ca = каталанский
table-cs = чешский
table-da = датский
table-de = немецкий
table-el = греческий
table-en = английский
table-eo = эсперанто
table-es = испанский
table-et = эстонский
table-eu = баскский
table-fa = персидский
table-fi = финский
# composed: the page's word for figurines
table-figurine = фигурки
table-fr = французский
table-gl = галисийский
table-gsw = швейцарский немецкий
table-he = иврит
table-hi = хинди
table-hr = хорватский
table-hu = венгерский
table-id = индонезийский
table-is = исландский
table-it = итальянский
table-ja = японский
table-ka = грузинский
table-ko = корейский
table-lb = люксембургский
table-lt = литовский
table-lv = латышский
table-mn = монгольский
table-nb = норвежский букмол
table-nl = нидерландский
table-nn = нюнорск
# composed: not in CLDR for this language
table-pl = польский
# composed: the page's word for problem chess
table-problem = шахматная композиция
table-pt = португальский
table-ro = румынский
table-ru = русский
table-sk = словацкий
table-sl = словенский
table-sq = албанский
table-sr-Cyrl = сербский (кириллица)
table-sr-Latn = сербский (латиница)
table-sv = шведский
table-tr = турецкий
table-uk = украинский
table-vi = вьетнамский
table-zh = китайский
# composed: CLDR's Chinese with the word for Chinese characters
table-zh-Hani = китайский (иероглифы)
