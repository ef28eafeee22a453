# Polish — messages of the fenlingo command-line tool and library.
# Chess words as lichess (pl) and Polish chess books use them: bierka (any
# piece, pawns included), figura (not a pawn), pion, pole, rząd (rank),
# linia (file), ruch, posunięcie, półruch, prawo do roszady, bicie w
# przelocie, szach, mat, partia; software words as GNOME and KDE (plik,
# katalog, standardowe wyjście, polecenie). Help lines in the third person
# ("Wyświetla pomoc"); plural forms by CLDR (one, few, many, other).

## Severities and locations
error = błąd
warning = ostrzeżenie
note = uwaga

## FEN and EPD reading errors
err-invalid-utf8 = nieprawidłowy UTF-8 w bajcie { $offset }
err-line-too-long = wiersz dłuższy niż { $limit } B
err-empty = pusta pozycja
err-rank-count = oczekiwano 8 rzędów, znaleziono { $found }
err-rank-too-long = rząd { $rank } ma więcej niż 8 pól
err-rank-too-short = rząd { $rank } ma { $squares ->
    [one] { $squares } pole
    [few] { $squares } pola
   *[many] { $squares } pól
}, oczekiwano 8
err-invalid-piece = nieprawidłowa litera bierki „{ $token }” w rzędzie { $rank }
err-invalid-digit = nieprawidłowa cyfra „{ $digit }” w rzędzie { $rank } (puste pola: od 1 do 8)
err-invalid-side = nieprawidłowe oznaczenie strony na posunięciu „{ $token }”
err-invalid-castling = nieprawidłowe prawo do roszady „{ $token }”
err-too-many-castling = więcej niż dwa prawa do roszady dla { $color ->
    [white] białych
   *[black] czarnych
}
err-invalid-ep = nieprawidłowe pole bicia w przelocie „{ $token }”
err-ep-rank = pole bicia w przelocie „{ $token }” nie leży w 3. ani w 6. rzędzie
err-invalid-counter = nieprawidłowa wartość pola „{ $field }”: „{ $token }”
err-counter-too-large = { $field }: wartość za duża
err-missing-field = brak pola: { $field }
err-extra-field = nieoczekiwane dodatkowe pole „{ $token }”
err-invalid-operation = nieprawidłowa operacja EPD „{ $token }”
err-unterminated-string = niezamknięty cudzysłów
err-not-strict = { $repair } (dopuszczalne tylko w trybie tolerancyjnym)

## FEN fields
field-placement = rozstawienie bierek
field-side = strona na posunięciu
field-castling = prawa do roszady
field-en-passant = pole bicia w przelocie
field-halfmove = licznik półruchów
field-fullmove = numer ruchu
field-operations = operacje EPD

## Repairs made in lenient mode
repair-line = { $what }: „{ $before }” odczytane jako „{ $after }”
repair-dash = znak podobny do kreski zamiast „-”
repair-double-dash = „--” zamiast dwóch pustych pól
repair-separator = nieregularne odstępy
repair-invisible-character = niewidoczny znak
repair-missing-field = brak pola „{ $field }”; przyjęto wartość domyślną
repair-missing-fields = { $count ->
    [one] brak { $count } pola
   *[other] brak { $count } pól
}; przyjęto: „{ $assumed }”
repair-fullmove-zero = numer ruchu 0
repair-leading-zeros = zera wiodące w polu „{ $field }”
repair-castling-order = prawa do roszady w niekanonicznej kolejności
repair-figurine = figurka zamiast litery bierki
repair-merged-digits = kolejne cyfry w jednym rzędzie
repair-missing-semicolon = operacja EPD bez „;”
repair-brackets = pozycja w nawiasach kwadratowych
repair-standard-castling = prawa do roszady zapisane standardowymi literami

## Legality flags
flag-empty = szachownica jest pusta
flag-no-white-king = białe nie mają króla
flag-no-black-king = czarne nie mają króla
flag-too-many-kings = jedna ze stron ma więcej niż jednego króla
flag-pawns-on-backrank = pion stoi w 1. lub 8. rzędzie
flag-too-many-white-pawns = białe mają więcej niż 8 pionów
flag-too-many-black-pawns = czarne mają więcej niż 8 pionów
flag-too-many-white-pieces = białe mają więcej niż 16 bierek
flag-too-many-black-pieces = czarne mają więcej niż 16 bierek
flag-too-many-white-promoted = białe mają więcej promowanych figur, niż pozwalają brakujące piony
flag-too-many-black-promoted = czarne mają więcej promowanych figur, niż pozwalają brakujące piony
flag-bad-castling-rights = prawo do roszady bez króla i wieży na ich polach
flag-invalid-ep-square = pole bicia w przelocie nie wynika z podwójnego ruchu piona
flag-opposite-check = strona, która nie jest na posunięciu, jest szachowana
flag-kings-adjacent = królowie stoją na sąsiednich polach
flag-too-many-checkers = więcej niż dwie bierki dają szacha
flag-impossible-check = żaden dozwolony ostatni ruch nie mógł dać tego szacha

## Command-line output
check-ok = OK
check-illegal = niedozwolona pozycja
summary = { $total ->
    [one] { $total } pozycja
    [few] { $total } pozycje
   *[many] { $total } pozycji
}: poprawne: { $ok }, z błędami: { $invalid }, niedozwolone: { $illegal }
lang-unknown = nieznany język „{ $requested }”; używany jest { $fallback }
notation-unknown = nieznana notacja „{ $name }”; zobacz „fenlingo languages”
notation-no-board = notacja „{ $name }” służy tylko do zapisu posunięć: żadne źródło nie pokazuje, jak zapisuje czarne bierki na szachownicy; użyj jej z „fenlingo moves”
notation-file = nie można odczytać pliku notacji „{ $path }”: { $reason }
io-read = nie można odczytać „{ $path }”: { $reason }
io-write = nie można zapisać „{ $path }”: { $reason }
io-not-found = nie ma takiego pliku ani katalogu
io-permission-denied = brak uprawnień
io-storage-full = brak miejsca na urządzeniu
io-quota-exceeded = przekroczono przydział dyskowy
io-read-only = system plików tylko do odczytu
io-is-directory = to jest katalog
io-not-directory = część ścieżki nie jest katalogiem
io-too-large = plik jest za duży
io-exists = plik już istnieje
io-other = { $reason }
io-name-too-long = nazwa pliku jest za długa
io-no-device-or-address = nie ma takiego urządzenia ani adresu (gniazdo albo urządzenie, którego nie ma)
io-no-device = nie ma takiego urządzenia
io-symlink-loop = zbyt wiele poziomów dowiązań symbolicznych
io-input-output = błąd wejścia/wyjścia
io-too-many-open = zbyt wiele otwartych plików
io-bad-descriptor = deskryptor pliku jest zamknięty lub nieprawidłowy
io-not-a-socket = to nie jest gniazdo, do którego można pisać
io-folder-not-empty = katalog nie jest pusty
io-busy = urządzenie lub zasoby zajęte
io-program-busy = plik jest programem, który właśnie działa
io-cross-device = dowiązanie łączyłoby różne urządzenia
io-too-many-links = zbyt wiele dowiązań
io-not-seekable = pliku nie można czytać od innej pozycji (potok lub terminal)
io-stale = nieaktualny uchwyt pliku sieciowego
io-out-of-memory = brak pamięci
io-would-block = zasoby chwilowo niedostępne
io-invalid-argument = nieprawidłowy argument
io-broken-pipe = przerwany potok: proces czytający już się zakończył
io-connection-refused = połączenie odrzucone
io-address-in-use = adres jest już używany
io-address-not-available = adres nie jest dostępny na tym komputerze
io-connection-reset = połączenie zerwane
io-not-connected = brak połączenia
io-unsupported = operacja nie jest obsługiwana
io-timed-out = przekroczony czas oczekiwania
io-interrupted = przerwano
io-unexpected-end = nieoczekiwany koniec pliku
io-write-zero = nie udało się niczego zapisać
io-not-utf8 = to nie jest tekst UTF-8 (wiersz { $line }, kolumna { $column })
io-text-too-large = więcej niż { $limit } MiB, limit dla tego rodzaju plików
io-stdout-closed = standardowe wyjście jest zamknięte
output-is-input = wyjście „{ $path }” jest też wejściem („{ $input }”): zapis zniszczyłby to, co jest czytane; wybierz inny plik wyjściowy
output-kept = nie ma nic do zapisania; „{ $path }” pozostaje bez zmian
out-dir-create = nie można utworzyć katalogu „{ $path }”: { $reason }
out-dir-renamed = inny diagram z tego uruchomienia nazywa się już „{ $name }”; ten zostanie zapisany jako „{ $renamed }”
diagram-png-too-large = diagram PNG ma najwyżej { $max } pikseli szerokości (potrzebowałby ponad 1 GiB pamięci), a nie { $size }; większą ilustrację zapisz jako SVG lub PDF
xml-dropped = podpis zawiera znaki, których SVG nie może zawierać ({ $chars }); zostały pominięte
similar-tokens = tabele z symbolem „{ $token }”: { $tables }
no-similar-tokens = żadna tabela nie ma symbolu „{ $token }”

## Language detection
detect-read-as = odczytane jako { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }): { $fen }
detect-reason-tokens = każdy symbol należy do tej tabeli
detect-reason-legal = dozwolona pozycja
detect-reason-flags = { $count ->
    [one] { $count } naruszenie zasad gry
    [few] { $count } naruszenia zasad gry
   *[many] { $count } naruszeń zasad gry
}
detect-reason-side = symbol strony na posunięciu z tej tabeli
detect-reason-castling = symbole roszady z tej tabeli
detect-ambiguous = notacja niejednoznaczna: poniższe odczyty dają różne pozycje; wybierz jeden za pomocą --from
detect-none = tej pozycji nie da się odczytać w żadnej notacji

## Languages
languages-provisional = tymczasowa
languages-moves-only = tylko posunięcia
languages-sources = { $count ->
    [one] { $count } źródło
    [few] { $count } źródła
   *[many] { $count } źródeł
}

## Completions and manual pages
help-completions = Wypisuje na standardowe wyjście skrypt uzupełniania dla powłoki
help-completions-shell = Powłoka, dla której jest pisany skrypt
help-man = Wypisuje na standardowe wyjście stronę podręcznika fenlingo lub jednego polecenia (roff)
help-man-command = Polecenie, którego stronę wypisać; bez niego: strona fenlingo
man-name = Nazwa
man-synopsis = Składnia
man-description = Opis
man-version = Wersja

## Command-line help
help-about = Pozycje szachowe w notacji dowolnego języka: sprawdza, tłumaczy i rozpoznaje FEN i EPD.
help-lang = Język komunikatów (BCP 47, np. es, ru, de-AT); domyślnie z LC_ALL, LC_MESSAGES lub LANG, a w ostateczności angielski
help-check = Sprawdza pozycje: błędy wskazane daszkiem (^), poprawki i naruszenia zasad gry
help-translate = Tłumaczy pozycje między notacjami (domyślnie na standardowy FEN)
help-detect = Wskazuje, w jakiej notacji zapisano pozycję, z uzasadnieniem
help-languages = Wyświetla wbudowane tabele notacji
help-positions = Pozycje (wiersze FEN lub EPD); jeśli ich nie podano, są czytane z --input
help-input = Czyta pozycje z pliku FILE, po jednej w wierszu („-” oznacza standardowe wejście)
help-format = FEN, EPD lub rozstrzygane w każdym wierszu na podstawie piątego pola
help-from = Notacja wejścia: identyfikator tabeli, plik tabeli lub auto
help-to = Notacja wyjścia: identyfikator tabeli lub plik tabeli
help-strict = Odrzuca wszystko, co tryb tolerancyjny by poprawił
help-chess960 = Ocenia prawa do roszady według zasad Chess960
help-json = Jeden obiekt JSON w wierszu
help-output = Zapisuje do pliku FILE (atomowo) zamiast na standardowe wyjście
help-ep = Które pole bicia w przelocie zapisać: jak podano, tylko gdy bicie jest dozwolone, czy po każdym podwójnym ruchu piona
help-fail-fast = Zatrzymuje się na pierwszym błędnym wierszu
help-usage = Użycie
help-arguments = Argumenty
help-options = Opcje
help-help = Wyświetla pomoc
help-version = Wyświetla wersję
help-help-command = Wyświetla ten komunikat lub pomoc podanego polecenia
help-commands = Polecenia
help-diagram = Rysuje pozycję jako diagram SVG, PNG lub PDF
help-diagram-position = Pozycja (FEN lub EPD); albo --input, aby dostać jeden diagram na wiersz
help-diagram-output = Plik wyjściowy (.svg, .png lub .pdf); „-” oznacza standardowe wyjście
help-diagram-input = Czyta pozycje z pliku FILE, jeden diagram na wiersz („-” oznacza standardowe wejście)
help-diagram-out-dir = Katalog na diagramy z --input, nazwane numerem wiersza lub id z EPD
help-diagram-orientation = Która strona jest na dole: white (białe), black (czarne) lub side-to-move (strona na posunięciu; także auto)
help-diagram-format = Format obrazu: svg, png lub pdf (domyślnie według rozszerzenia -o; SVG przy --out-dir)
help-moves-keep-form = Zachowuje zapis autora (notacja pełna, bicie jako „:”, 0-0); zmieniają się tylko litery
help-diagram-from = Notacja wejścia: identyfikator tabeli, plik tabeli lub auto
help-diagram-size = Szerokość ilustracji: piksele (od 16 do 20000; PNG najwyżej 8192) lub do druku 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = Rozdzielczość PNG w punktach na cal (300, gdy --size to wymiar do druku)
help-diagram-flip = Czarne na dole
help-diagram-coords = Współrzędne: outside (na zewnątrz), inside (wewnątrz) lub none (brak)
help-diagram-theme = Kolory: screen (ekran), print (czarno-białe, kreskowane) lub blue (niebieskie)
help-diagram-mark = Pola do wypełnienia, np. e4,Rd5 (litery kolorów G, R, Y, B)
help-diagram-circle = Pola do zakreślenia kółkiem
help-diagram-cross = Pola do przekreślenia
help-diagram-arrow = Strzałki, np. e2e4,Rg1f3
help-diagram-annotations = Znaczniki i strzałki jako adnotacje lichess: [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = Wyróżnia ostatni ruch, np. e2e4
help-diagram-no-check = Nie wyróżnia szachowanego króla
help-diagram-no-side-marker = Bez znacznika strony na posunięciu obok szachownicy
help-diagram-no-frame = Bez ramki wokół szachownicy
help-diagram-pdfx = Zapisuje rysunek PDF jako PDF/X-4 dla drukarni
help-diagram-caption = Podpis: auto, none lub tekst z {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} i {"{"}n{"}"}
help-diagram-mate = Podpis „Mat w N posunięciach” (od 1 do 999)

## Diagrams
option-unknown = nieznana opcja „{ $name }”; opcje: { $names }
option-bad-value = nieprawidłowa wartość „{ $value }” dla { $option }; użyj jednej z: { $values }
option-bad-number = „{ $value }” dla { $option } nie jest liczbą z dozwolonego zakresu
diagram-bad-square = nieprawidłowe pole lub ruch „{ $text }” w { $option }
diagram-unknown-theme = nieznany motyw „{ $name }”; motywy: { $names }
diagram-no-output = podaj plik wyjściowy diagramu za pomocą -o („-” oznacza standardowe wyjście)
diagram-input-no-output = podaj --out-dir DIR, aby utworzyć diagram dla każdego wiersza --input, albo -o FILE, jeśli wejście zawiera tylko jedną pozycję
diagram-no-position = podaj pozycję albo --input FILE z --out-dir DIR (diagram dla każdego wiersza) lub z -o FILE (jedna pozycja)
diagram-several-positions = „{ $name }” zawiera więcej niż jedną pozycję, a -o zapisuje tylko jeden diagram: podaj --out-dir DIR, aby utworzyć diagram dla każdego wiersza, albo tylko jedną pozycję
reading-stdin = czytanie pozycji ze standardowego wejścia (zakończ klawiszami Ctrl-D; zobacz --help)
diagram-unknown-extension = nie można ustalić formatu obrazu „{ $path }”: użyj .svg, .png lub .pdf albo --format
diagram-binary-terminal = bajty PNG i PDF nie są wypisywane na terminal: przekieruj standardowe wyjście lub użyj -o FILE
diagram-bad-size = rozmiar musi wynosić od 16 do 20000 pikseli, a nie { $size }
diagram-bad-mate = liczba posunięć do mata musi wynosić od { $min } do { $max }, a nie { $n }

## Sheets
help-sheet = Drukuje arkusze zadań: wiele diagramów na stronach PDF, z rozwiązaniami
help-sheet-inputs = Pliki wejściowe (.fen, .epd, .pgn, .csv z lichess; „-” oznacza standardowe wejście); bez nich: wbudowany przykład
help-sheet-output = Wyjściowy plik PDF (dla przykładu domyślnie fenlingo-sample.pdf)
help-sheet-template = Układ: wbudowany szablon (a4-6, a4-12, letter-6, a5-4, article) lub plik szablonu
help-sheet-title = Tytuł w nagłówku stron
help-sheet-from = Notacja pozycji wejściowych: identyfikator tabeli, plik tabeli lub auto
help-sheet-format = Format wejścia, gdy nie wynika z rozszerzenia: fen, epd, pgn lub csv
help-sheet-ply = Dla partii PGN: pozycja po tylu półruchach
help-sheet-start = Numer pierwszego diagramu
help-sheet-no-answers = Bez rozwiązań
help-sheet-strict = Zatrzymuje się na pierwszym błędnym wejściu i niczego nie zapisuje
help-sheet-figurines = Zapisuje rozwiązania figurkami (♖e8+), jednakowymi w każdym języku
help-sheet-pdfx = Zapisuje PDF/X-4 dla drukarni (szary warunek wyjściowy, obszary przycięcia i spadu)
help-sheet-orientation = Która strona jest na dole: white (białe), black (czarne) lub side-to-move (rozwiązujący; także auto)
help-sheet-coords = Współrzędne: outside (na zewnątrz), inside (wewnątrz) lub none (brak); domyślnie jak w szablonie
help-sheet-theme = Kolory diagramów: screen (ekran), print (druk) lub blue (niebieskie); domyślnie jak w szablonie
help-sheet-setup-move = Pokazuje jako ostatni ruch ten, który doprowadził do zadania (lichess: pierwszy z Moves)
help-sheet-themes = CSV z lichess: tylko zadania z jednym z tych motywów (rozdzielonych przecinkami)
help-sheet-rating = CSV z lichess: tylko zadania z rankingiem od MIN do MAX (także MIN- lub -MAX)
help-sheet-popularity = CSV z lichess: tylko zadania o co najmniej takiej popularności (od -100 do 100)
help-sheet-limit = CSV z lichess: najwyżej N zadań
help-sheet-sort = CSV z lichess: sortuje według rating, popularity, id lub random (domyślnie kolejność z pliku)
help-sheet-seed = Ziarno dla --sort random (to samo ziarno daje te same zadania)
sheet-bad-value = { $option } { $value }: oczekiwano { $expected }
sheet-unknown-template = nieznany szablon „{ $name }”; wbudowane szablony: { $names }
sheet-unknown-format = nieznany format wejścia „{ $name }”; formaty: fen, epd, pgn, csv
sheet-start-too-high = --start { $start } nie wystarczy do ponumerowania diagramów ({ $count }): ostatni numer to { $max }
sheet-written = { $path }: { $count ->
    [one] { $count } diagram
    [few] { $count } diagramy
   *[many] { $count } diagramów
}

## Moves
move-unreadable = „{ $move }” nie jest ruchem
move-no-piece = „{ $move }”: { $role ->
    [queen] żaden hetman nie może
    [rook] żadna wieża nie może
    [bishop] żaden goniec nie może
    [knight] żaden skoczek nie może
    [pawn] żaden pion nie może
   *[other] król nie może
} pójść na { $square }
move-ambiguous = „{ $move }”: na { $square } { $count ->
    [few] mogą pójść { $count } { $role ->
        [queen] hetmany
        [rook] wieże
        [bishop] gońce
        [knight] skoczki
        [pawn] piony
       *[other] { $piece }
    }
   *[other] może pójść { $count } { $role ->
        [queen] hetmanów
        [rook] wież
        [bishop] gońców
        [knight] skoczków
        [pawn] pionów
       *[other] { $piece }
    }
}
move-bad-position = z tej pozycji nie można wykonać żadnego ruchu
move-error = ruch { $number } ({ $side }): { $reason }
encoding-unknown = nieznane kodowanie „{ $name }” (auto, utf-8, utf-16, windows-1252)
csv-missing-column = wiersz nie ma kolumny { $name }
diagram-ply-past-end = półruch { $ply } wypada po końcu partii ({ $length ->
    [one] { $length } półruch
    [few] { $length } półruchy
   *[many] { $length } półruchów
})
move-choose = wybierz notację za pomocą --from
move-bad-rank = „{ $move }”: „{ $found }” nie jest rzędem (1–8){ $like ->
    [none] {""}
   *[other] ; „{ $like }” wpisane jako „{ $found }”?
}
move-no-capture = „{ $move }”: żaden pion z linii { $from } nie może bić na linii { $to }
move-wrong-piece = „{ $move }”: na { $square } stoi { $found }, a nie { $role ->
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pion
   *[other] król
}
move-wrong-capture = „{ $move }”: na { $square } stoi { $found }, a nie { $role ->
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pion
   *[other] król
}
move-empty-square = „{ $move }”: pole { $square } jest puste, nie ma na nim { $role ->
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] piona
   *[other] króla
}
move-empty-capture = „{ $move }”: pole { $square } jest puste, nie ma na nim { $role ->
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] piona
   *[other] króla
} do zbicia
move-no-promotion = „{ $move }”: pion, który dochodzi do { $square }, musi zostać promowany; brak figury
move-no-castling = „{ $move }”: roszada nie jest tu możliwa
move-two-readings = „{ $move }” można odczytać jako dwa różne dozwolone ruchy
move-counter-overflow = „{ $move }”: { $field } przekroczyłby { $max }
move-no-takes = „{ $move }”: { $role ->
    [queen] żaden hetman nie może
    [rook] żadna wieża nie może
    [bishop] żaden goniec nie może
    [knight] żaden skoczek nie może
    [pawn] żaden pion nie może
   *[other] król nie może
} zbić { $captured_role ->
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] piona
   *[other] króla
}
solution-not-mate = „{ $move }” nie daje mata, a zadanie wymaga mata
solution-marked-not-mate = „{ $move }” jest zapisany jako mat, ale nie daje mata
solution-mate-count = „{ $move }” daje mata w { $found ->
    [one] { $found } posunięciu
   *[other] { $found } posunięciach
}, a zadanie mówi o macie w { $n }
move-repair-pieces-only = bicie oznaczone tylko bierkami: „{ $text }”
game-no-moves = w tym tekście nie udało się odczytać żadnego ruchu (proza, tabela lub same numery ruchów): nie ma czego odtwarzać
game-position-only = ten tekst jest pozycją, a nie zapisem ruchów: odczytaj go poleceniem „translate”, „check” lub „diagram” albo podaj ruchy, które po niej następują
input-not-positions = { $format ->
    [csv] to wejście jest plikiem CSV z zadaniami z lichess, a nie wierszami pozycji: „fenlingo sheet” rysuje te zadania
   *[pgn] to wejście jest zapisem PGN lub zapisem ruchów, a nie wierszami pozycji: „fenlingo moves” odtwarza partie, a „fenlingo sheet” je rysuje
}
move-stopped = fenlingo: nie udało się odczytać ruchu { $number } ({ $side }), a tekst po nim pominięto: { $reason }
move-repair-glued-prose = słowa sklejone z posunięciem oddzielone: „{ $text }”
move-ambiguous-reading = zapis ruchów można odczytać jako kilka różnych partii:
move-reading = { $names }: { $moves }
move-read-as = odczytane jako { $name } ({ $id })
move-read-as-look-alike = odczytane jako { $name } ({ $id }), litery wpisane jako łacińskie litery o tym samym kształcie: { $letters }
move-fen-tag-letters = znacznik FEN nie jest w standardowym FEN; odczytano go literami: { $name }
move-repair-long-algebraic = notacja pełna odczytana jako SAN: „{ $text }”
move-repair-dash = znak podobny do kreski w ruchu: „{ $text }”
move-repair-castling-zeros = roszada zapisana zerami: „{ $text }”
move-repair-capture-sign = znak bicia inny niż „x”: „{ $text }”
move-repair-captured-piece = podana zbita bierka: „{ $text }”
move-repair-rankless-capture = bicie pionem bez rzędu docelowego: „{ $text }”
move-repair-look-alike = litera o tym samym kształcie z innego alfabetu: „{ $text }”
move-repair-greek-file = grecka litera linii: „{ $text }”
move-repair-lowercase-piece = mała litera bierki: „{ $text }”
move-repair-promotion = promocja zapisana bez „=”: „{ $text }”
move-repair-annotation = znak komentarza zachowany jako NAG: „{ $text }”
move-repair-en-passant-mark = usunięto „e.p.”: „{ $text }”
move-repair-check-sign = znak szacha inny niż „+” lub „#”: „{ $text }”
move-repair-figurine = figurka zamiast litery bierki: „{ $text }”
move-repair-punctuation = usunięto interpunkcję wokół ruchów: „{ $text }”
move-repair-move-number = numer ruchu zapisany inaczej: „{ $text }”
move-repair-dash-between-moves = usunięto kreskę między ruchami: „{ $text }”
move-repair-prose = tekst zachowany jako komentarz: „{ $text }”
move-repair-bracket-variation = nawias kwadratowy odczytany jako wariant: „{ $text }”
move-repair-result = wynik zapisany inaczej: „{ $text }”
move-repair-cyrillic-file = litera linii w serbskiej cyrylicy: „{ $text }”
move-repair-spaced-move = ruch zapisany ze spacjami w środku: „{ $text }”
move-repair-glued-moves = ruchy zapisane bez spacji: „{ $text }”
move-repair-piece-dash = kreska między bierką a jej polem: „{ $text }”
move-repair-false-check = znak szacha przy ruchu, który nie daje szacha: „{ $text }”
move-repair-false-mate = znak mata przy ruchu, który nie daje mata: „{ $text }”
move-repair-false-capture = znak bicia przy ruchu, który niczego nie bije: „{ $text }”
move-repair-pawn-letter = litera piona przed ruchem piona: „{ $text }”
move-repair-more = i { $count ->
    [one] { $count } podobny
    [few] { $count } podobne
   *[many] { $count } podobnych
}
encoding-windows-1252 = to nie UTF-8: odczytano jako Windows-1252 (pierwszy raz w wierszu { $line })
encoding-utf16 = odczytano tekst UTF-16 ({ $order })
encoding-bom = usunięto znacznik kolejności bajtów
detect-also = można też odczytać jako { $names }
text-unterminated-comment = komentarz bez zamykającego „{"}"}”
text-unterminated-variation = wariant otwarty znakiem „{ $open }” bez zamykającego „{ $close }”
text-unbalanced-close = „{ $close }” bez otwierającego „{ $open }”
expect-same = odtworzona pozycja się zgadza
expect-differs = { $field }: { $replayed }, a nie { $claimed }
diagram-no-game = nie ma partii { $game }; plik zawiera { $count ->
    [one] { $count } partię
    [few] { $count } partie
   *[many] { $count } partii
}
help-moves = Tłumaczy i odtwarza zapis ruchów (SAN, PGN) w dowolnej notacji
help-moves-text = Zapis ruchów, np. „1. e4 c5 2. Sf3”; albo --input
help-moves-input = Plik PGN („-” oznacza standardowe wejście)
help-moves-from = Notacja ruchów: identyfikator tabeli, plik tabeli lub auto
help-moves-to = Notacja wyjścia: identyfikator tabeli lub plik tabeli
help-moves-fens = Wypisuje FEN po każdym ruchu
help-moves-final-fen = W wyjściu PGN zapisz pozycję końcową jako komentarz {"{"}FEN …{"}"} przed wynikiem
help-moves-start = Zaczyna od tej pozycji zamiast od początkowej
help-moves-expect = Porównuje pozycję końcową z tym FEN-em, pole po polu
help-moves-keep-going = Przy błędnym ruchu zgłasza go i przechodzi do następnej partii
help-moves-output = Zapisuje do pliku FILE (atomowo) zamiast na standardowe wyjście
help-diagram-pgn = Rysuje pozycję z partii PGN
help-diagram-game = Która partia z --pgn (1 to pierwsza)
help-diagram-ply = Pozycja po tylu półruchach partii z --pgn (domyślnie: koniec)

## Files: an error with its place
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Sheet templates
template-syntax = { $detail }
template-not-finite = { $key } musi być skończoną liczbą, a nie { $value }
template-page-size = nieznany rozmiar strony „{ $size }” (A3, A4, A5, Letter, Legal lub SZEROKOŚĆxWYSOKOŚĆ w mm)
template-range = { $key } musi wynosić od { $min } do { $max }, a nie { $value }
template-range-mm = { $key } musi wynosić od { $min } do { $max } mm, a nie { $value }
template-range-points = { $key } musi wynosić od { $min } do { $max } pt, a nie { $value }
template-theme = nieznany motyw „{ $name }” ({ $names })
template-coords = coords musi mieć wartość outside, inside lub none, a nie „{ $value }”
template-font = czcionka „{ $name }” nie jest ani plikiem czcionki, ani zainstalowaną rodziną czcionek
template-width = szerokość diagramu musi być dodatnia, a nie { $value }
template-width-fit = diagram o szerokości { $width } mm nie mieści się w swojej komórce ({ $cell_width } × { $cell_height } mm z numerem i podpisem); najwyżej { $max } mm
template-no-room = diagramy nie mieszczą się na stronie: mniej wierszy lub kolumn albo mniejsze marginesy
template-base-unknown = baza „{ $name }” nie jest ani wbudowanym szablonem ({ $names }), ani plikiem szablonu
template-base-unreadable = nie można odczytać bazy „{ $name }”: { $reason }
template-base-depth = głębokość zagnieżdżenia szablonów przekracza { $max } (przy „{ $name }”): czy bazy tworzą cykl?
template-choice = „{ $key }” ma wartość „{ $value }”; możliwe: { $choices }

## Notation table files
table-syntax = nieprawidłowa tabela notacji: { $detail }
table-invalid-tag = „{ $tag }” nie jest znacznikiem języka BCP 47
table-invalid-id = nieprawidłowy identyfikator tabeli „{ $id }”
table-empty-token = symbol jest pusty lub zawiera spacje
table-reserved-character = symbol „{ $token }” zawiera „{ $character }”, który ma własne znaczenie w FEN lub w zapisie ruchów
table-duplicate-token = symbolu „{ $token }” używają zarówno { $first }, jak i { $second }
table-move-text-clash = symbol „{ $token }” byłby odczytany w zapisie ruchów jako litera linii
table-invisible-character = symbol „{ $token }” zawiera niewidoczny znak ({ $character }), którego nikt nie mógłby zobaczyć ani wpisać
table-no-lowercase = symbol „{ $token }” nie ma odrębnej małej litery, więc bierki czarnych byłyby odczytane jako białe: podaj symbole czarnych w [black]

## PNG output
encode-failed = nie można zapisać obrazu { $format }: { $detail }
encode-not-built = ta kompilacja fenlingo nie zapisuje obrazów { $format }
png-failed = nie można zrasteryzować diagramu: { $detail }

## Document figures (pandoc-fenlingo, mdbook-fenlingo)
figure-block = blok { $number }
figure-left-as-code = { $block } pozostaje blokiem kodu: „{ $first }”
figure-unknown-attribute = nieznany atrybut „{ $name }”; atrybuty: { $names }
figure-bad-value = nieprawidłowa wartość „{ $value }” dla { $attribute }; użyj jednej z: { $values }
figure-bad-number = „{ $value }” dla { $attribute } nie jest liczbą
figure-empty = blok nie zawiera żadnej pozycji
figure-many = blok zawiera { $count ->
    [one] { $count } pozycję
    [few] { $count } pozycje
   *[many] { $count } pozycji
}; zapisz po jednej w bloku
figure-image = nie udało się zapisać ilustracji: { $reason }
figure-write = nie udało się zapisać ilustracji w { $path }: { $reason }
figure-controls-removed = pominięto znaki sterujące w atrybutach i podpisie: { $chars }
figure-dir-outside = katalog „{ $dir }”, który dokument wskazuje dla swoich ilustracji, nie znajduje się w katalogu roboczym; ilustracje trafią do „{ $default }” (ustaw { $variable }, aby wybrać inny katalog)

## Usage errors and help annotations
help-color = Kiedy kolorować komunikaty: auto (na terminalu, chyba że ustawiono NO_COLOR), always (zawsze) lub never (nigdy)
help-encoding = Kodowanie wejścia: auto (znacznik kolejności bajtów, w przeciwnym razie UTF-8, a dalej Windows-1252), utf-8, utf-16 (kolejność według znacznika kolejności bajtów, w przeciwnym razie little-endian), utf-16le, utf-16be lub windows-1252
help-default-value = domyślnie
help-possible-values = możliwe wartości
usage-quoted = „{ $text }”
usage-split-position = pozycję podano jako { $count ->
    [few] { $count } argumenty
   *[other] { $count } argumentów
}; ujmij ją w cudzysłów: { $command }
usage-unknown-command = nieznane polecenie { $name }
usage-unknown-argument = nieoczekiwany argument { $arg }
usage-value-required = { $arg } wymaga wartości, a żadnej nie podano
usage-invalid-value = nieprawidłowa wartość { $value } dla { $arg }
usage-missing-argument = nie podano wymaganych argumentów: { $arg }
usage-conflict = argumentu { $arg } nie można użyć razem z { $other }
usage-no-equals = przypisanie wartości do { $arg } wymaga znaku równości
usage-value-count = zła liczba wartości dla { $arg }
usage-missing-command = wymagane jest polecenie, a żadnego nie podano
usage-invalid-utf8 = co najmniej jeden argument zawiera nieprawidłowy UTF-8
usage-tip = wskazówka
usage-did-you-mean = istnieje podobne: { $suggestion }
usage-more-help = Więcej informacji: { $help }.

## What a TOML file (template or table) gets wrong
toml-unknown-field = nieznany klucz „{ $field }”; oczekiwano jednego z: { $expected }
toml-unknown-variant = nieznana wartość „{ $value }”; oczekiwano { $expected }
toml-missing-field = brak klucza „{ $field }”
toml-invalid-type = zły typ: { $found }, oczekiwano { $expected }
toml-invalid-value = zła wartość: { $found }, oczekiwano { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Zestaw bierek: noto, dejavu (wbudowany), folder bierek SVG nazwanych jak w lichess (wK.svg … bP.svg), plik czcionki szachowej lub nazwa rodziny zainstalowanej czcionki
help-sheet-pieces = Zestaw bierek diagramów: noto, dejavu, folder bierek SVG, plik czcionki szachowej lub zainstalowana czcionka; domyślnie jak w szablonie
pieces-not-found = brak zestawu bierek „{ $name }”: to nie noto/dejavu, folder, plik czcionki ani zainstalowana czcionka
pieces-unreadable = nie można odczytać „{ $path }”: { $error }
pieces-missing-files = w folderze bierek „{ $folder }” brakuje: { $missing }
pieces-bad-svg = „{ $file }” nie jest obrazem SVG
pieces-bad-font = „{ $file }” nie jest czcionką TrueType ani OpenType
pieces-no-pieces = czcionka „{ $font }” nie ma bierek szachowych; brakuje: { $missing }
pieces-unsupported = „{ $name }”: ta wersja nie odczytuje zestawów bierek z plików

glyphs-captions-english = żadna zainstalowana czcionka nie ma glifów pisma „{ $script }”; podpisy są po angielsku (zainstaluj czcionkę, która je ma: w Debianie lub Ubuntu pakiet { $package }; albo wskaż folder z czcionkami w FENLINGO_FONT_DIRS)
glyphs-undrawn = żadna zainstalowana czcionka nie ma glifów dla tych znaków podanego tekstu ({ $chars }); każdy jest rysowany jako „?” (zainstaluj czcionkę, która je ma, albo wskaż folder z czcionkami w FENLINGO_FONT_DIRS)
script-han = han (chiński/japoński)
script-kana = japońska kana
script-hangul = hangul (koreański)
script-devanagari = dewanagari
script-bengali = bengalskie
script-thai = tajskie
script-other = znak { $code }

# A function given one position or game (the Python module).
text-many-items = tekst zawiera { $count ->
    [one] { $count } pozycję lub partię
    [few] { $count } pozycje lub partie
   *[many] { $count } pozycji lub partii
}; podawaj po jednej

## fenlingo serve
help-moves-json = Jeden obiekt JSON na partię: zapis ruchów, końcowy FEN, tabele, naprawy i błędy
help-serve = Udostępnia obrazy szachownic i tłumaczenia przez HTTP
help-serve-listen = Adres i port nasłuchu albo ścieżka gniazda Unix
help-serve-workers = Wątki obsługujące żądania (domyślnie: jeden na rdzeń)
help-serve-cache-size = Pamięć na ostatnie odpowiedzi, na przykład 64M (0: bez pamięci podręcznej)
help-serve-max-requests = Żądania obsługiwane naraz; pozostałe czekają
help-serve-timeout = Sekundy, przez które żądanie może czekać i trwać
help-serve-header-timeout = Sekundy, w ciągu których klient musi wysłać nagłówki żądania
help-serve-max-size = Najszerszy rysowany diagram w pikselach (od 16 do 8192)
help-serve-quiet = Bez dziennika dostępu na standardowym wyjściu błędów
help-serve-pieces = Zestaw bierek, który zapytania mogą wskazać przez pieces= (folder bierek SVG, plik czcionki szachowej lub zainstalowana czcionka; można powtarzać)
serve-listening = nasłuchuje na { $address }
serve-bind = nie można nasłuchiwać na „{ $address }”: { $reason }
serve-bad-setting = nieprawidłowa wartość „{ $value }” dla { $option }
serve-query-too-long = zapytanie ma { $size } B; czytane jest najwyżej { $max }
serve-bad-encoding = parametr „{ $name }” po zdekodowaniu nie jest tekstem UTF-8
serve-missing = brak parametru „{ $name }”
serve-bad-size = nieprawidłowa wartość „{ $value }” dla { $name }: szerokość od 16 do { $max } pikseli
serve-bad-input = { $name }: { $reason }
serve-not-found = pod „{ $path }” nic nie jest udostępniane
serve-method = odpowiedź otrzymują tylko żądania GET i HEAD
serve-busy = zbyt wiele żądań naraz; spróbuj ponownie za chwilę
serve-timeout = odpowiedź trwała zbyt długo
serve-index-intro = Diagramy szachowe i tłumaczenia pozycji w dowolnej notacji, z podpisem w języku czytelnika.
serve-index-images = diagram pozycji „fen” (w dowolnej notacji), z parametrami web-boardimage i opcjami diagramu fenlingo
serve-index-translate = pozycja w innej notacji, jako JSON
serve-index-moves = zapis ruchów odtworzony i zapisany w innej notacji, jako JSON
serve-index-health = odpowiada 200, dopóki usługa działa

## Tables named in messages ("read as …", the readings of an ambiguous text),
## in this language: the language names of Unicode CLDR 49 (as Babel 2.19
## gives them); the few CLDR lacks or that need a qualifier are composed
## from its parts, and say so.
table-af = afrikaans
table-az = azerbejdżański
table-be = białoruski
table-be-tarask = białoruski (ortografia taraszkiewicka)
table-bg = bułgarski
table-bn = bengalski
table-ca = kataloński
table-cs = czeski
table-da = duński
table-de = niemiecki
table-el = grecki
table-en = angielski
table-eo = esperanto
table-es = hiszpański
table-et = estoński
table-eu = baskijski
table-fa = perski
table-fi = fiński
# composed: the page's word for figurines
table-figurine = figurki
table-fr = francuski
table-gl = galicyjski
table-gsw = szwajcarski niemiecki
table-he = hebrajski
table-hi = hindi
table-hr = chorwacki
table-hu = węgierski
table-id = indonezyjski
table-is = islandzki
table-it = włoski
table-ja = japoński
table-ka = gruziński
table-ko = koreański
table-lb = luksemburski
table-lt = litewski
table-lv = łotewski
table-mn = mongolski
table-nb = norweski (bokmål)
table-nl = niderlandzki
table-nn = norweski (nynorsk)
table-pl = polski
# composed: the page's word for problem chess
table-problem = szachy kompozycyjne
table-pt = portugalski
table-ro = rumuński
table-ru = rosyjski
table-sk = słowacki
table-sl = słoweński
table-sq = albański
table-sr-Cyrl = serbski (cyrylica)
table-sr-Latn = serbski (łacinka)
table-sv = szwedzki
table-tr = turecki
table-uk = ukraiński
table-vi = wietnamski
table-zh = chiński
# composed: CLDR's Chinese with the word for Chinese characters
table-zh-Hani = chiński (znaki chińskie)
