# Polish — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Pozycje i ruchy szachowe literami dowolnego języka: wklej, odczytaj, narysuj, pobierz.
web-page-language = Język strony
web-tab-position = Pozycja i ruchy
web-tab-sheet = Arkusz zadań
web-input = Pozycja (FEN lub EPD) albo zapis ruchów, w dowolnej notacji
web-input-hint = Odczytywane w trakcie pisania. Hiszpańska, rosyjska, niemiecka notacja, figurki… są rozpoznawane.
web-letters = Litery
web-letters-auto = Rozpoznaj
web-table-figurine = Figurki (♔ ♕ ♖ ♗ ♘)
web-table-problem = Szachy kompozycyjne (S dla skoczka)
web-detected = Odczytane jako
web-choose = Tekst można odczytać na kilka sposobów; wybierz właściwy:
web-standard = Standardowy FEN
web-copy = Kopiuj
web-copied = Skopiowano
web-translated = Literami notacji
web-problems = Problemy
web-no-problems = Brak problemów: pozycja jest dozwolona.
web-options = Opcje diagramu
web-theme = Motyw
web-theme-screen = Drewno
web-theme-print = Do druku (kreskowany)
web-theme-blue = Niebieski
web-pieces = Bierki
web-pieces-noto = Noto (wbudowane)
web-pieces-dejavu = DejaVu (wbudowane)
web-pieces-file = Plik czcionki szachowej
web-caption-font = Czcionka podpisów
web-caption-font-needed = Przeglądarka nie udostępnia stronie zainstalowanych czcionek: podpisy w tym języku wymagają czcionki ze znakami pisma „{ $script }”. Wybierz plik czcionki (np. Noto Sans CJK); do tego czasu są po angielsku.
web-orientation = Orientacja
web-orientation-white = Białe na dole
web-orientation-black = Czarne na dole
web-orientation-auto = Strona na posunięciu na dole
web-coords = Współrzędne
web-coords-outside = Na zewnątrz
web-coords-inside = Wewnątrz
web-coords-none = Brak
web-caption = Podpis
web-caption-auto = Strona na posunięciu
web-caption-none = Brak
web-caption-custom = Własny tekst
web-caption-text = Tekst podpisu ({"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}n{"}"}, {"{"}fen{"}"})
web-last-move = Ostatni ruch
web-last-move-marked = Zaznaczony
web-last-move-none = Niezaznaczony
web-size = Rozmiar (piksele)
web-mark = Znaczniki kliknięciem
web-mark-fill = Pole
web-mark-circle = Kółko
web-mark-cross = Krzyżyk
web-color = Kolor
web-color-green = Zielony
web-color-red = Czerwony
web-color-yellow = Żółty
web-color-blue = Niebieski
web-clear = Usuń znaczniki i strzałki
web-board-help = Kliknij pole, aby je oznaczyć; przeciągnij z pola na pole, aby narysować strzałkę. Z klawiatury: strzałki przesuwają, spacja oznacza, A zaczyna i kończy strzałkę.
web-board-label = Diagram szachowy
web-moves = Ruchy
web-move-first = Pierwsza pozycja
web-move-prev = Poprzedni ruch
web-move-next = Następny ruch
web-move-last = Ostatnia pozycja
web-move-start = Początek
web-move-text = Zapis ruchów literami notacji
web-download = Pobierz
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = Wiele diagramów na stronach do wydruku, ponumerowanych, z rozwiązaniami na końcu: ten sam PDF co z polecenia „fenlingo sheet”.
web-sheet-input = Pozycje lub partie: jeden FEN/EPD w wierszu, PGN albo CSV z zadaniami z lichess
web-sheet-file = Albo otwórz plik (.fen, .epd, .pgn, .csv); można go też upuścić na pole tekstowe
web-sheet-format = Format
web-sheet-format-auto = Według tekstu lub nazwy pliku
web-template = Układ strony
web-sheet-title = Tytuł
web-sheet-language = Język podpisów i rozwiązań
web-download-sheet = Pobierz arkusz (PDF)
web-sheet-count = { $count ->
    [one] Jeden diagram
    [few] { $count } diagramy
   *[many] { $count } diagramów
} na { $pages ->
    [one] jednej stronie
   *[other] { $pages } stronach
}, z rozwiązaniami.
web-sheet-empty = Nie ma jeszcze diagramów.
web-sheet-file-loaded = Plik: { $name }
web-version = fenlingo { $version }
web-offline = Wszystko działa w tej stronie: nic nie jest nigdzie wysyłane.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Notacja danych wejściowych
web-sheet-orientation-template = Jak w układzie strony
web-sheet-setup-move = Pokaż ruch prowadzący do każdego zadania
web-sheet-no-answers = Bez rozwiązań
web-sheet-figurines = Rozwiązania z figurkami (♖e8+)
web-sheet-puzzles = Zadania z lichess (CSV)
web-sheet-themes = Motywy (oddzielone przecinkami)
web-sheet-rating = Ranking (MIN-MAX)
web-sheet-popularity = Minimalna popularność (od -100 do 100)
web-sheet-limit = Najwyżej (zadań)
web-sheet-sort = Kolejność
web-sheet-sort-file = Jak w pliku
web-sheet-sort-rating = Według rankingu
web-sheet-sort-popularity = Według popularności
web-sheet-sort-id = Według id
web-sheet-sort-random = Losowo
web-sheet-seed = Ziarno losowej kolejności
web-sheet-reading = Wczytywanie { $name }: { $percent } %
web-sheet-at = Wiersz { $line }
web-licence = Licencja: MIT OR Apache-2.0
