# German — messages of the fenlingo command-line tool and library.
# Chess words as lichess (de) and the German chess literature use them:
# Figur, Bauer, Reihe, Linie, Feld, Zug, Halbzug, Rochaderecht, en passant,
# Schach, matt, Partie; software words as KDE and GNOME (Datei, Ordner,
# Standardausgabe, Befehl). Help lines use the infinitive.

## Severities and locations
error = Fehler
warning = Warnung
note = Hinweis

## FEN and EPD reading errors
err-invalid-utf8 = ungültiges UTF-8 bei Byte { $offset }
err-line-too-long = Zeile länger als { $limit } Bytes
err-empty = leere Stellung
err-rank-count = 8 Reihen erwartet, { $found } gefunden
err-rank-too-long = Reihe { $rank } hat mehr als 8 Felder
err-rank-too-short = Reihe { $rank } hat { $squares ->
    [one] { $squares } Feld
   *[other] { $squares } Felder
}, erwartet sind 8
err-invalid-piece = ungültiger Figurenbuchstabe „{ $token }“ in Reihe { $rank }
err-invalid-digit = ungültige Ziffer „{ $digit }“ in Reihe { $rank } (leere Felder: 1 bis 8)
err-invalid-side = ungültige Angabe der Seite am Zug „{ $token }“
err-invalid-castling = ungültiges Rochaderecht „{ $token }“
err-too-many-castling = mehr als zwei Rochaderechte für { $color ->
    [white] Weiß
   *[black] Schwarz
}
err-invalid-ep = ungültiges En-passant-Feld „{ $token }“
err-ep-rank = das En-passant-Feld „{ $token }“ liegt nicht auf der 3. oder 6. Reihe
err-invalid-counter = ungültige Angabe für { $field }: „{ $token }“
err-counter-too-large = { $field }: Wert zu groß
err-missing-field = fehlendes Feld: { $field }
err-extra-field = unerwartetes zusätzliches Feld „{ $token }“
err-invalid-operation = ungültige EPD-Operation „{ $token }“
err-unterminated-string = Zeichenkette ohne schließendes Anführungszeichen
err-not-strict = { $repair } (nur im toleranten Modus akzeptiert)

## FEN fields
field-placement = Figurenstellung
field-side = Seite am Zug
field-castling = Rochaderechte
field-en-passant = En-passant-Feld
field-halfmove = Halbzugzähler
field-fullmove = Zugnummer
field-operations = EPD-Operationen

## Repairs made in lenient mode
repair-line = { $what }: „{ $before }“ gelesen als „{ $after }“
repair-dash = strichähnliches Zeichen statt „-“
repair-double-dash = „--“ für zwei leere Felder
repair-separator = unregelmäßige Leerzeichen
repair-invisible-character = unsichtbares Zeichen
repair-missing-field = fehlendes Feld: { $field }; Standardwert angenommen
repair-missing-fields = { $count ->
    [one] { $count } fehlendes Feld
   *[other] { $count } fehlende Felder
}, angenommen: „{ $assumed }“
repair-fullmove-zero = Zugnummer 0
repair-leading-zeros = führende Nullen im Feld „{ $field }“
repair-castling-order = Rochaderechte nicht in der üblichen Reihenfolge
repair-figurine = Figurine statt Figurenbuchstabe
repair-merged-digits = aufeinanderfolgende Ziffern in einer Reihe
repair-missing-semicolon = EPD-Operation ohne „;“
repair-brackets = Stellung in eckigen Klammern
repair-standard-castling = Rochaderechte mit den Standardbuchstaben geschrieben

## Legality flags
flag-empty = das Brett ist leer
flag-no-white-king = Weiß hat keinen König
flag-no-black-king = Schwarz hat keinen König
flag-too-many-kings = eine Seite hat mehr als einen König
flag-pawns-on-backrank = ein Bauer steht auf der 1. oder 8. Reihe
flag-too-many-white-pawns = Weiß hat mehr als 8 Bauern
flag-too-many-black-pawns = Schwarz hat mehr als 8 Bauern
flag-too-many-white-pieces = Weiß hat mehr als 16 Steine
flag-too-many-black-pieces = Schwarz hat mehr als 16 Steine
flag-too-many-white-promoted = Weiß hat mehr umgewandelte Figuren, als fehlende Bauern erlauben
flag-too-many-black-promoted = Schwarz hat mehr umgewandelte Figuren, als fehlende Bauern erlauben
flag-bad-castling-rights = ein Rochaderecht, ohne dass König und Turm auf ihren Feldern stehen
flag-invalid-ep-square = das En-passant-Feld folgt auf keinen Doppelschritt eines Bauern
flag-opposite-check = die Seite, die nicht am Zug ist, steht im Schach
flag-kings-adjacent = die Könige stehen auf benachbarten Feldern
flag-too-many-checkers = mehr als zwei Figuren geben Schach
flag-impossible-check = kein legaler letzter Zug kann dieses Schach gegeben haben

## Command-line output
check-ok = OK
check-illegal = illegale Stellung
summary = { $total ->
    [one] { $total } Stellung
   *[other] { $total } Stellungen
}: { $ok } gültig, { $invalid } ungültig, { $illegal } illegal
lang-unknown = unbekannte Sprache „{ $requested }“; { $fallback } wird verwendet
notation-unknown = unbekannte Notation „{ $name }“; siehe „fenlingo languages“
notation-no-board = die Notation „{ $name }“ gilt nur für Züge: keine Quelle zeigt, wie sie die schwarzen Figuren auf einem Brett schreibt; mit „fenlingo moves“ verwenden
notation-file = Notationsdatei „{ $path }“ kann nicht gelesen werden: { $reason }
io-read = „{ $path }“ kann nicht gelesen werden: { $reason }
io-write = „{ $path }“ kann nicht geschrieben werden: { $reason }
io-not-found = Datei oder Ordner nicht gefunden
io-permission-denied = Zugriff verweigert
io-storage-full = kein Speicherplatz mehr auf dem Gerät
io-quota-exceeded = Festplattenkontingent überschritten
io-read-only = schreibgeschütztes Dateisystem
io-is-directory = das ist ein Ordner
io-not-directory = ein Teil des Pfads ist kein Ordner
io-too-large = Datei zu groß
io-exists = die Datei existiert bereits
io-other = { $reason }
io-name-too-long = der Dateiname ist zu lang
io-no-device-or-address = Gerät oder Adresse nicht gefunden (ein Socket oder ein Gerät, das nicht vorhanden ist)
io-no-device = kein passendes Gerät gefunden
io-symlink-loop = zu viele Ebenen symbolischer Links
io-input-output = Eingabe-/Ausgabefehler
io-too-many-open = zu viele offene Dateien
io-bad-descriptor = der Dateideskriptor ist geschlossen oder ungültig
io-not-a-socket = kein Socket, in den geschrieben werden kann
io-folder-not-empty = der Ordner ist nicht leer
io-busy = das Gerät oder die Ressource ist belegt
io-program-busy = die Datei ist ein Programm, das gerade läuft
io-cross-device = der Link würde über Gerätegrenzen hinweg führen
io-too-many-links = zu viele Links
io-not-seekable = die Datei kann nicht an einer anderen Position gelesen werden (eine Pipe oder ein Terminal)
io-stale = veraltete Dateizugriffsnummer (file handle) im Netzwerk
io-out-of-memory = nicht genügend Hauptspeicher verfügbar
io-would-block = die Ressource ist zurzeit nicht verfügbar
io-invalid-argument = ungültiges Argument
io-broken-pipe = Datenübergabe unterbrochen (broken pipe): der lesende Prozess ist beendet
io-connection-refused = Verbindungsaufbau abgelehnt
io-address-in-use = die Adresse wird bereits verwendet
io-address-not-available = die Adresse ist auf diesem Rechner nicht verfügbar
io-connection-reset = Verbindung zurückgesetzt
io-not-connected = nicht verbunden
io-unsupported = die Operation wird nicht unterstützt
io-timed-out = Zeitüberschreitung
io-interrupted = unterbrochen
io-unexpected-end = unerwartetes Dateiende
io-write-zero = es konnte nichts geschrieben werden
io-not-utf8 = kein UTF-8-Text (Zeile { $line }, Spalte { $column })
io-text-too-large = größer als { $limit } MiB, die Grenze für diese Art von Datei
io-stdout-closed = die Standardausgabe ist geschlossen
output-is-input = die Ausgabe „{ $path }“ ist auch eine Eingabe („{ $input }“): Schreiben würde zerstören, was gelesen wird; bitte eine andere Ausgabedatei wählen
output-kept = nichts Brauchbares zu schreiben; „{ $path }“ bleibt unverändert
out-dir-create = der Ordner „{ $path }“ kann nicht angelegt werden: { $reason }
out-dir-renamed = ein anderes Diagramm dieses Laufs heißt bereits „{ $name }“; dieses wird als „{ $renamed }“ geschrieben
diagram-png-too-large = ein PNG-Diagramm ist höchstens { $max } Pixel breit (es bräuchte sonst mehr als 1 GiB Speicher), nicht { $size }; für eine größere Abbildung SVG oder PDF schreiben
xml-dropped = die Bildunterschrift enthält Zeichen, die SVG nicht aufnehmen kann ({ $chars }); sie werden weggelassen
similar-tokens = Tabellen mit dem Zeichen „{ $token }“: { $tables }
no-similar-tokens = keine Tabelle hat das Zeichen „{ $token }“

## Language detection
detect-read-as = gelesen als { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }): { $fen }
detect-reason-tokens = jedes Zeichen gehört zu dieser Tabelle
detect-reason-legal = legale Stellung
detect-reason-flags = { $count ->
    [one] { $count } Legalitätsproblem
   *[other] { $count } Legalitätsprobleme
}
detect-reason-side = Zeichen für die Seite am Zug aus dieser Tabelle
detect-reason-castling = Rochadezeichen aus dieser Tabelle
detect-ambiguous = mehrdeutige Notation: die Lesarten unten ergeben verschiedene Stellungen; eine mit --from wählen
detect-none = keine Notation kann diese Stellung lesen

## Languages
languages-provisional = vorläufig
languages-moves-only = nur Züge
languages-sources = { $count ->
    [one] { $count } Quelle
   *[other] { $count } Quellen
}

## Completions and manual pages
help-completions = Ein Vervollständigungsskript für eine Shell auf die Standardausgabe schreiben
help-completions-shell = Die Shell, für die das Skript geschrieben wird
help-man = Die Handbuchseite von fenlingo oder eines Befehls (roff) auf die Standardausgabe schreiben
help-man-command = Der Befehl, dessen Seite geschrieben wird; ohne Angabe die Seite von fenlingo
man-name = Bezeichnung
man-synopsis = Übersicht
man-description = Beschreibung
man-version = Version

## Command-line help
help-about = Schachstellungen in der Notation jeder Sprache: FEN und EPD prüfen, übersetzen und erkennen.
help-lang = Sprache der Meldungen (BCP 47, etwa es, ru, de-AT); Standard aus LC_ALL, LC_MESSAGES oder LANG, sonst Englisch
help-check = Stellungen prüfen: Fehler mit Markierung (^), Reparaturen und Legalitätsprobleme
help-translate = Stellungen zwischen Notationen übersetzen (standardmäßig in Standard-FEN)
help-detect = Erkennen, in welcher Notation eine Stellung geschrieben ist, mit Begründung
help-languages = Die eingebauten Notationstabellen auflisten
help-positions = Stellungen (FEN- oder EPD-Zeilen); ohne Angabe aus --input gelesen
help-input = Stellungen aus FILE lesen, eine pro Zeile („-“ für die Standardeingabe)
help-format = FEN, EPD oder je Zeile nach dem fünften Feld entschieden
help-from = Notation der Eingabe: eine Tabellenkennung, eine Tabellendatei oder auto
help-to = Notation der Ausgabe: eine Tabellenkennung oder eine Tabellendatei
help-strict = Alles ablehnen, was der tolerante Modus reparieren würde
help-chess960 = Rochaderechte nach den Regeln von Chess960 beurteilen
help-json = Ein JSON-Objekt pro Zeile
help-output = In FILE schreiben (atomar) statt auf die Standardausgabe
help-ep = Welches En-passant-Feld geschrieben wird: wie angegeben, nur wenn ein Schlagen legal ist, oder nach jedem Doppelschritt
help-fail-fast = Bei der ersten fehlerhaften Zeile anhalten
help-usage = Aufruf
help-arguments = Argumente
help-options = Optionen
help-help = Hilfe ausgeben
help-version = Version ausgeben
help-help-command = Diese Hilfe oder die Hilfe des angegebenen Befehls ausgeben
help-commands = Befehle
help-diagram = Eine Stellung als SVG-, PNG- oder PDF-Diagramm zeichnen
help-diagram-position = Die Stellung (FEN oder EPD); oder --input für ein Diagramm pro Zeile
help-diagram-output = Ausgabedatei (.svg, .png oder .pdf); „-“ schreibt auf die Standardausgabe
help-diagram-input = Stellungen aus FILE lesen, ein Diagramm pro Zeile („-“ für die Standardeingabe)
help-diagram-out-dir = Ordner für die Diagramme von --input, benannt nach Zeilennummer oder EPD-id
help-diagram-orientation = Welche Seite unten steht: white (Weiß), black (Schwarz) oder side-to-move (die Seite am Zug; auch auto)
help-diagram-format = Bildformat: svg, png oder pdf (Standard: die Endung von -o; SVG bei --out-dir)
help-moves-keep-form = Die Schreibweise des Autors beibehalten (lange Notation, Schlagen mit „:“, 0-0); nur die Buchstaben ändern sich
help-diagram-from = Notation der Eingabe: eine Tabellenkennung, eine Tabellendatei oder auto
help-diagram-size = Breite der Abbildung: Pixel (16 bis 20000; PNG höchstens 8192) oder für den Druck 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = PNG-Auflösung in dpi (300, wenn --size eine Druckgröße ist)
help-diagram-flip = Schwarz unten
help-diagram-coords = Koordinaten: outside (außen), inside (innen) oder none (keine)
help-diagram-theme = Farben: screen (Bildschirm), print (schwarz-weiß, schraffiert) oder blue (blau)
help-diagram-mark = Zu füllende Felder, etwa e4,Rd5 (Farbbuchstaben G, R, Y, B)
help-diagram-circle = Einzukreisende Felder
help-diagram-cross = Durchzustreichende Felder
help-diagram-arrow = Pfeile, etwa e2e4,Rg1f3
help-diagram-annotations = Markierungen und Pfeile als lichess-Annotationen: [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = Den letzten Zug hervorheben, etwa e2e4
help-diagram-no-check = Einen König im Schach nicht hervorheben
help-diagram-no-side-marker = Keine Anzeige der Seite am Zug neben dem Brett
help-diagram-no-frame = Kein Rahmen um das Brett
help-diagram-pdfx = Eine PDF-Abbildung als PDF/X-4 für die Druckerei schreiben
help-diagram-caption = Bildunterschrift: auto, none oder ein Text mit {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} und {"{"}n{"}"}
help-diagram-mate = Bildunterschrift „Matt in N“ (1 bis 999)

## Diagrams
option-unknown = unbekannte Option „{ $name }“; Optionen: { $names }
option-bad-value = ungültiger Wert „{ $value }“ für { $option }; möglich: { $values }
option-bad-number = „{ $value }“ für { $option } ist keine Zahl im zulässigen Bereich
diagram-bad-square = ungültiges Feld oder ungültiger Zug „{ $text }“ in { $option }
diagram-unknown-theme = unbekanntes Farbschema „{ $name }“; Farbschemata: { $names }
diagram-no-output = eine Ausgabedatei für das Diagramm mit -o angeben („-“ für die Standardausgabe)
diagram-input-no-output = --out-dir DIR für ein Diagramm pro Zeile von --input angeben oder -o FILE, wenn die Eingabe nur eine Stellung enthält
diagram-no-position = eine Stellung angeben oder --input FILE mit --out-dir DIR (ein Diagramm pro Zeile) oder mit -o FILE (eine Stellung)
diagram-several-positions = „{ $name }“ enthält mehr als eine Stellung, und -o schreibt nur ein Diagramm: --out-dir DIR für ein Diagramm pro Zeile angeben oder nur eine Stellung
reading-stdin = Stellungen werden von der Standardeingabe gelesen (Ende mit Strg-D; siehe --help)
diagram-unknown-extension = das Bildformat von „{ $path }“ ist nicht erkennbar: .svg, .png oder .pdf verwenden oder --format
diagram-binary-terminal = PNG- und PDF-Daten werden nicht auf ein Terminal geschrieben: die Standardausgabe umleiten oder -o FILE verwenden
diagram-bad-size = die Größe muss zwischen 16 und 20000 Pixeln liegen, nicht { $size }
diagram-bad-mate = die Zahl der Züge bis zum Matt muss zwischen { $min } und { $max } liegen, nicht { $n }

## Sheets
help-sheet = Aufgabenblätter drucken: viele Diagramme auf PDF-Seiten, mit Lösungen
help-sheet-inputs = Eingabedateien (.fen, .epd, .pgn, lichess-.csv; „-“ für die Standardeingabe); ohne Angabe das eingebaute Beispiel
help-sheet-output = Ausgabe-PDF (Standard beim Beispiel: fenlingo-sample.pdf)
help-sheet-template = Layout: eine eingebaute Vorlage (a4-6, a4-12, letter-6, a5-4, article) oder eine Vorlagendatei
help-sheet-title = Titel in der Kopfzeile
help-sheet-from = Notation der Eingabestellungen: eine Tabellenkennung, eine Tabellendatei oder auto
help-sheet-format = Eingabeformat, wenn die Endung es nicht verrät: fen, epd, pgn oder csv
help-sheet-ply = Bei PGN-Partien: die Stellung nach so vielen Halbzügen
help-sheet-start = Die Nummer des ersten Diagramms
help-sheet-no-answers = Keine Lösungen
help-sheet-strict = Bei der ersten fehlerhaften Eingabe anhalten und nichts schreiben
help-sheet-figurines = Die Lösungen mit Figurinen schreiben (♖e8+), in jeder Sprache gleich
help-sheet-pdfx = PDF/X-4 für die Druckerei schreiben (graue Ausgabebedingung, Endformat- und Anschnittrahmen)
help-sheet-orientation = Welche Seite unten steht: white (Weiß), black (Schwarz) oder side-to-move (der Löser; auch auto)
help-sheet-coords = Koordinaten: outside (außen), inside (innen) oder none (keine); ohne Angabe die der Vorlage
help-sheet-theme = Farben der Diagramme: screen (Bildschirm), print (Druck) oder blue (blau); ohne Angabe die der Vorlage
help-sheet-setup-move = Den Zug, der zur Aufgabe führte (lichess: der erste von Moves), als letzten Zug zeigen
help-sheet-themes = Lichess-CSV: nur Aufgaben mit einem dieser Themen (durch Kommas getrennt)
help-sheet-rating = Lichess-CSV: nur Aufgaben mit einer Wertung von MIN bis MAX (auch MIN- oder -MAX)
help-sheet-popularity = Lichess-CSV: nur Aufgaben mit mindestens dieser Beliebtheit (-100 bis 100)
help-sheet-limit = Lichess-CSV: höchstens N Aufgaben
help-sheet-sort = Lichess-CSV: sortieren nach rating, popularity, id oder random (Standard: Reihenfolge der Datei)
help-sheet-seed = Startwert für --sort random (gleicher Startwert, gleiche Aufgaben)
sheet-bad-value = { $option } { $value }: erwartet { $expected }
sheet-unknown-template = unbekannte Vorlage „{ $name }“; eingebaute Vorlagen: { $names }
sheet-unknown-format = unbekanntes Eingabeformat „{ $name }“; Formate: fen, epd, pgn, csv
sheet-start-too-high = --start { $start } kann { $count } Diagramme nicht nummerieren: die letzte Nummer ist { $max }
sheet-written = { $path }: { $count ->
    [one] { $count } Diagramm
   *[other] { $count } Diagramme
}

## Moves
move-unreadable = „{ $move }“ ist kein Zug
move-no-piece = „{ $move }“: { $role ->
    [queen] keine Dame kann
    [rook] kein Turm kann
    [bishop] kein Läufer kann
    [knight] kein Springer kann
    [pawn] kein Bauer kann
   *[other] kein { $piece } kann
} { $square } erreichen
move-ambiguous = „{ $move }“: { $count } { $role ->
    [queen] Damen
    [rook] Türme
    [bishop] Läufer
    [knight] Springer
    [pawn] Bauern
   *[other] { $piece }
} können { $square } erreichen
move-bad-position = aus dieser Stellung kann kein Zug gespielt werden
move-error = Zug { $number } ({ $side }): { $reason }
encoding-unknown = unbekannte Kodierung „{ $name }“ (auto, utf-8, utf-16, windows-1252)
csv-missing-column = die Zeile hat keine Spalte { $name }
diagram-ply-past-end = Halbzug { $ply } liegt hinter dem Ende der Partie ({ $length ->
    [one] { $length } Halbzug
   *[other] { $length } Halbzüge
})
move-choose = die Notation mit --from wählen
move-bad-rank = „{ $move }“: „{ $found }“ ist keine Reihe (1–8){ $like ->
    [none] {""}
   *[other] ; „{ $like }“ als „{ $found }“ getippt?
}
move-no-capture = „{ $move }“: kein Bauer auf der { $from }-Linie kann auf der { $to }-Linie schlagen
move-wrong-piece = „{ $move }“: auf { $square } steht { $found_role ->
    [queen] eine Dame
    [rook] ein Turm
    [bishop] ein Läufer
    [knight] ein Springer
    [pawn] ein Bauer
   *[other] ein { $found }
}, { $role ->
    [queen] keine Dame
    [rook] kein Turm
    [bishop] kein Läufer
    [knight] kein Springer
    [pawn] kein Bauer
   *[other] kein { $piece }
}
move-wrong-capture = „{ $move }“: auf { $square } steht { $found_role ->
    [queen] eine Dame
    [rook] ein Turm
    [bishop] ein Läufer
    [knight] ein Springer
    [pawn] ein Bauer
   *[other] ein { $found }
}, { $role ->
    [queen] keine Dame
    [rook] kein Turm
    [bishop] kein Läufer
    [knight] kein Springer
    [pawn] kein Bauer
   *[other] kein { $piece }
}
move-empty-square = „{ $move }“: { $square } ist leer; dort steht { $role ->
    [queen] keine Dame
    [rook] kein Turm
    [bishop] kein Läufer
    [knight] kein Springer
    [pawn] kein Bauer
   *[other] kein { $piece }
}
move-empty-capture = „{ $move }“: { $square } ist leer; dort ist { $role ->
    [queen] keine Dame
    [rook] kein Turm
    [bishop] kein Läufer
    [knight] kein Springer
    [pawn] kein Bauer
   *[other] kein { $piece }
} zu schlagen
move-no-promotion = „{ $move }“: ein Bauer, der { $square } erreicht, muss umgewandelt werden; die Figur fehlt
move-no-castling = „{ $move }“: Rochade ist hier nicht möglich
move-two-readings = „{ $move }“ lässt sich als zwei verschiedene legale Züge lesen
move-counter-overflow = „{ $move }“: { $field } würde { $max } überschreiten
move-no-takes = „{ $move }“: { $role ->
    [queen] keine Dame kann
    [rook] kein Turm kann
    [bishop] kein Läufer kann
    [knight] kein Springer kann
    [pawn] kein Bauer kann
   *[other] kein { $piece } kann
} { $captured_role ->
    [queen] eine Dame
    [rook] einen Turm
    [bishop] einen Läufer
    [knight] einen Springer
    [pawn] einen Bauern
   *[other] { $captured }
} schlagen
solution-not-mate = „{ $move }“ setzt nicht matt, und die Aufgabe verlangt Matt
solution-marked-not-mate = „{ $move }“ ist als Matt geschrieben und setzt nicht matt
solution-mate-count = „{ $move }“ setzt in { $found ->
    [one] { $found } Zug
   *[other] { $found } Zügen
} matt, und die Aufgabe sagt Matt in { $n }
move-repair-pieces-only = Schlagen nur durch die Figuren angegeben: „{ $text }“
game-no-moves = in diesem Text ließ sich kein Zug lesen (Fließtext, eine Tabelle oder nur Zugnummern): nichts nachzuspielen
game-position-only = dieser Text ist eine Stellung, kein Zugtext: ihn mit „translate“, „check“ oder „diagram“ lesen oder die Züge danach angeben
input-not-positions = { $format ->
    [csv] diese Eingabe ist eine Lichess-Aufgaben-CSV, keine Stellungszeilen: „fenlingo sheet“ zeichnet ihre Aufgaben
   *[pgn] diese Eingabe ist PGN oder Zugtext, keine Stellungszeilen: „fenlingo moves“ spielt ihre Partien nach, „fenlingo sheet“ zeichnet sie
}
move-stopped = fenlingo: Zug { $number } ({ $side }) ließ sich nicht lesen, der Text danach ist weggelassen: { $reason }
move-repair-glued-prose = an einen Zug geklebte Wörter abgetrennt: „{ $text }“
move-ambiguous-reading = der Zugtext lässt sich als mehrere verschiedene Partien lesen:
move-reading = { $names }: { $moves }
move-read-as = gelesen als { $name } ({ $id })
move-read-as-look-alike = gelesen als { $name } ({ $id }), die Buchstaben als gleich aussehende lateinische Buchstaben getippt: { $letters }
move-fen-tag-letters = das FEN-Tag ist kein Standard-FEN; gelesen mit den Buchstaben von { $name }
move-repair-long-algebraic = lange Notation als SAN gelesen: „{ $text }“
move-repair-dash = strichähnliches Zeichen in einem Zug: „{ $text }“
move-repair-castling-zeros = Rochade mit Nullen geschrieben: „{ $text }“
move-repair-capture-sign = anderes Schlagzeichen als „x“: „{ $text }“
move-repair-captured-piece = geschlagene Figur genannt: „{ $text }“
move-repair-rankless-capture = Bauernschlag ohne Zielreihe: „{ $text }“
move-repair-look-alike = gleich aussehender Buchstabe aus einem anderen Alphabet: „{ $text }“
move-repair-greek-file = griechischer Linienbuchstabe: „{ $text }“
move-repair-lowercase-piece = kleingeschriebener Figurenbuchstabe: „{ $text }“
move-repair-promotion = Umwandlung ohne „=“ geschrieben: „{ $text }“
move-repair-annotation = Kommentarzeichen als NAG übernommen: „{ $text }“
move-repair-en-passant-mark = „e.p.“ weggelassen: „{ $text }“
move-repair-check-sign = anderes Schachzeichen als „+“ oder „#“: „{ $text }“
move-repair-figurine = Figurine statt Figurenbuchstabe: „{ $text }“
move-repair-punctuation = Satzzeichen um Züge weggelassen: „{ $text }“
move-repair-move-number = Zugnummer anders geschrieben: „{ $text }“
move-repair-dash-between-moves = Strich zwischen Zügen weggelassen: „{ $text }“
move-repair-prose = Fließtext als Kommentar übernommen: „{ $text }“
move-repair-bracket-variation = eckige Klammer als Variante gelesen: „{ $text }“
move-repair-result = Ergebnis anders geschrieben: „{ $text }“
move-repair-cyrillic-file = serbisch-kyrillischer Linienbuchstabe: „{ $text }“
move-repair-spaced-move = Zug mit Leerzeichen darin: „{ $text }“
move-repair-glued-moves = Züge ohne Leerzeichen geschrieben: „{ $text }“
move-repair-piece-dash = Strich zwischen Figur und Feld: „{ $text }“
move-repair-false-check = Schachzeichen bei einem Zug, der kein Schach gibt: „{ $text }“
move-repair-false-mate = Mattzeichen bei einem Zug, der nicht mattsetzt: „{ $text }“
move-repair-false-capture = Schlagzeichen bei einem Zug, der nichts schlägt: „{ $text }“
move-repair-pawn-letter = Bauernbuchstabe vor einem Bauernzug: „{ $text }“
move-repair-more = und { $count } weitere dieser Art
encoding-windows-1252 = kein UTF-8: als Windows-1252 gelesen (zuerst in Zeile { $line })
encoding-utf16 = UTF-16-Text ({ $order }) gelesen
encoding-bom = Byte-Order-Mark entfernt
detect-also = lässt sich auch lesen als { $names }
text-unterminated-comment = Kommentar ohne schließende „{"}"}“
text-unterminated-variation = mit „{ $open }“ geöffnete Variante ohne schließende „{ $close }“
text-unbalanced-close = „{ $close }“ ohne öffnende „{ $open }“
expect-same = die nachgespielte Stellung stimmt überein
expect-differs = { $field }: { $replayed }, nicht { $claimed }
diagram-no-game = es gibt keine Partie { $game }; die Datei enthält { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
help-moves = Zugtext (SAN, PGN) in jeder Notation übersetzen und nachspielen
help-moves-text = Zugtext, etwa „1. e4 c5 2. Sf3“; oder --input
help-moves-input = Eine PGN-Datei („-“ für die Standardeingabe)
help-moves-from = Notation der Züge: eine Tabellenkennung, eine Tabellendatei oder auto
help-moves-to = Notation der Ausgabe: eine Tabellenkennung oder eine Tabellendatei
help-moves-fens = Die FEN nach jedem Zug ausgeben
help-moves-final-fen = In der PGN-Ausgabe die Endstellung als Kommentar {"{"}FEN …{"}"} vor das Ergebnis schreiben
help-moves-start = Von dieser Stellung statt der Grundstellung ausgehen
help-moves-expect = Die Endstellung Feld für Feld mit dieser FEN vergleichen
help-moves-keep-going = Bei einem fehlerhaften Zug ihn melden und mit der nächsten Partie fortfahren
help-moves-output = In FILE schreiben (atomar) statt auf die Standardausgabe
help-diagram-pgn = Eine Stellung aus einer PGN-Partie zeichnen
help-diagram-game = Welche Partie von --pgn (1 für die erste)
help-diagram-ply = Die Stellung nach so vielen Halbzügen der --pgn-Partie (Standard: das Ende)

## Files: an error with its place
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Sheet templates
template-syntax = { $detail }
template-not-finite = { $key } muss eine endliche Zahl sein, nicht { $value }
template-page-size = unbekanntes Seitenformat „{ $size }“ (A3, A4, A5, Letter, Legal oder BREITExHÖHE in mm)
template-range = { $key } muss zwischen { $min } und { $max } liegen, nicht { $value }
template-range-mm = { $key } muss zwischen { $min } und { $max } mm liegen, nicht { $value }
template-range-points = { $key } muss zwischen { $min } und { $max } Punkt liegen, nicht { $value }
template-theme = unbekanntes Farbschema „{ $name }“ ({ $names })
template-coords = coords muss outside, inside oder none sein, nicht „{ $value }“
template-font = Schrift „{ $name }“ ist weder eine Schriftdatei noch eine installierte Schriftfamilie
template-width = die Diagrammbreite muss positiv sein, nicht { $value }
template-width-fit = ein Diagramm von { $width } mm Breite passt nicht in seine Zelle ({ $cell_width } × { $cell_height } mm mit Nummer und Bildunterschrift); höchstens { $max } mm
template-no-room = die Diagramme passen nicht auf die Seite: weniger Zeilen oder Spalten oder kleinere Ränder
template-base-unknown = die Basis „{ $name }“ ist weder eine eingebaute Vorlage ({ $names }) noch eine Vorlagendatei
template-base-unreadable = die Basis „{ $name }“ kann nicht gelesen werden: { $reason }
template-base-depth = Vorlagen bauen mehr als { $max } Ebenen tief aufeinander auf (bei „{ $name }“): verweisen die Basen im Kreis aufeinander?
template-choice = „{ $key }“ ist „{ $value }“; möglich sind { $choices }

## Notation table files
table-syntax = ungültige Notationstabelle: { $detail }
table-invalid-tag = „{ $tag }“ ist kein BCP-47-Sprachkennzeichen
table-invalid-id = ungültige Tabellenkennung „{ $id }“
table-empty-token = ein Zeichen ist leer oder enthält Leerzeichen
table-reserved-character = das Zeichen „{ $token }“ enthält „{ $character }“, das in FEN oder Zugtext eine eigene Bedeutung hat
table-duplicate-token = das Zeichen „{ $token }“ wird sowohl von { $first } als auch von { $second } verwendet
table-move-text-clash = das Zeichen „{ $token }“ würde im Zugtext als Linienbuchstabe gelesen
table-invisible-character = das Zeichen „{ $token }“ enthält ein unsichtbares Zeichen ({ $character }), das niemand sehen oder eingeben kann
table-no-lowercase = das Zeichen „{ $token }“ hat keine eigene Kleinschreibung, sodass die Steine von Schwarz als die von Weiß gelesen würden: die Zeichen für Schwarz in [black] angeben

## PNG output
encode-failed = das { $format }-Bild kann nicht geschrieben werden: { $detail }
encode-not-built = dieser Build von fenlingo schreibt keine { $format }-Bilder
png-failed = das Diagramm kann nicht gerastert werden: { $detail }

## Document figures (pandoc-fenlingo, mdbook-fenlingo)
figure-block = Block { $number }
figure-left-as-code = { $block } bleibt ein Codeblock: „{ $first }“
figure-unknown-attribute = unbekanntes Attribut „{ $name }“; Attribute: { $names }
figure-bad-value = ungültiger Wert „{ $value }“ für { $attribute }; möglich: { $values }
figure-bad-number = „{ $value }“ für { $attribute } ist keine Zahl
figure-empty = der Block enthält keine Stellung
figure-many = der Block enthält { $count } Stellungen; bitte eine pro Block
figure-image = die Abbildung konnte nicht geschrieben werden: { $reason }
figure-write = die Abbildung konnte nicht nach { $path } geschrieben werden: { $reason }
figure-controls-removed = Steuerzeichen aus den Attributen und der Bildunterschrift weggelassen: { $chars }
figure-dir-outside = der Ordner „{ $dir }“, den das Dokument für seine Abbildungen angibt, liegt nicht unterhalb des Arbeitsordners; die Abbildungen kommen nach „{ $default }“ ({ $variable } setzen, um einen anderen Ordner zu wählen)

## Usage errors and help annotations
help-color = Wann Meldungen farbig sind: auto (auf einem Terminal, außer NO_COLOR ist gesetzt), always (immer) oder never (nie)
help-encoding = Kodierung der Eingabe: auto (eine Byte-Order-Mark, sonst UTF-8, sonst Windows-1252), utf-8, utf-16 (in der Reihenfolge der Byte-Order-Mark, sonst Little-Endian), utf-16le, utf-16be oder windows-1252
help-default-value = Standard
help-possible-values = mögliche Werte
usage-quoted = „{ $text }“
usage-split-position = die Stellung wurde als { $count } Argumente angegeben; in Anführungszeichen setzen: { $command }
usage-unknown-command = unbekannter Befehl { $name }
usage-unknown-argument = unerwartetes Argument { $arg }
usage-value-required = { $arg } braucht einen Wert, aber keiner wurde angegeben
usage-invalid-value = ungültiger Wert { $value } für { $arg }
usage-missing-argument = folgende erforderliche Argumente fehlen: { $arg }
usage-conflict = das Argument { $arg } kann nicht zusammen mit { $other } verwendet werden
usage-no-equals = { $arg } braucht ein Gleichheitszeichen vor dem Wert
usage-value-count = falsche Anzahl von Werten für { $arg }
usage-missing-command = ein Befehl ist erforderlich, aber keiner wurde angegeben
usage-invalid-utf8 = ein oder mehrere Argumente enthalten ungültiges UTF-8
usage-tip = Tipp
usage-did-you-mean = es gibt einen ähnlichen: { $suggestion }
usage-more-help = Weitere Informationen mit { $help }.

## What a TOML file (template or table) gets wrong
toml-unknown-field = unbekannter Schlüssel „{ $field }“; erwartet einer von: { $expected }
toml-unknown-variant = unbekannter Wert „{ $value }“; erwartet { $expected }
toml-missing-field = fehlender Schlüssel „{ $field }“
toml-invalid-type = falscher Typ: { $found }, erwartet { $expected }
toml-invalid-value = falscher Wert: { $found }, erwartet { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Figurensatz: noto, dejavu (eingebaut), ein Ordner mit SVG-Figuren, benannt wie bei lichess (wK.svg … bP.svg), eine Schachschrift-Datei oder der Familienname einer installierten Schrift
help-sheet-pieces = Figurensatz der Diagramme: noto, dejavu, ein Ordner mit SVG-Figuren, eine Schachschrift-Datei oder eine installierte Schrift; ohne Angabe der der Vorlage
pieces-not-found = kein Figurensatz „{ $name }“: weder noto/dejavu noch ein Ordner, eine Schriftdatei oder eine installierte Schrift
pieces-unreadable = „{ $path }“ kann nicht gelesen werden: { $error }
pieces-missing-files = im Figurenordner „{ $folder }“ fehlen: { $missing }
pieces-bad-svg = „{ $file }“ ist kein SVG-Bild
pieces-bad-font = „{ $file }“ ist keine TrueType- oder OpenType-Schrift
pieces-no-pieces = die Schrift „{ $font }“ hat keine Schachfiguren; es fehlen: { $missing }
pieces-unsupported = „{ $name }“: dieser Build liest keine Figurensätze aus Dateien

glyphs-captions-english = keine installierte Schrift hat Glyphen für die Schrift „{ $script }“; die Bildunterschriften sind englisch (installieren Sie eine Schrift, die sie hat: unter Debian oder Ubuntu das Paket { $package }; oder nennen Sie einen Ordner mit Schriften in FENLINGO_FONT_DIRS)
glyphs-undrawn = keine installierte Schrift hat Glyphen für diese Zeichen des angegebenen Textes ({ $chars }); jedes wird als „?“ gezeichnet (installieren Sie eine Schrift, die sie hat, oder nennen Sie einen Ordner mit Schriften in FENLINGO_FONT_DIRS)
script-han = Han (Chinesisch/Japanisch)
script-kana = japanische Kana
script-hangul = Hangul (Koreanisch)
script-devanagari = Devanagari
script-bengali = Bengalisch
script-thai = Thai
script-other = Zeichen { $code }

# A function given one position or game (the Python module).
text-many-items = der Text enthält { $count } Stellungen oder Partien; bitte eine nach der anderen

## fenlingo serve
help-moves-json = Ein JSON-Objekt je Partie: der Zugtext, die End-FEN, die Tabellen, Reparaturen und Fehler
help-serve = Brettbilder und Übersetzungen über HTTP bereitstellen
help-serve-listen = Adresse und Port, auf denen gelauscht wird, oder der Pfad eines Unix-Sockets
help-serve-workers = Threads, die Anfragen bedienen (Vorgabe: einer je Kern)
help-serve-cache-size = Speicher für kürzliche Antworten, etwa 64M (0: kein Cache)
help-serve-max-requests = Gleichzeitig beantwortete Anfragen; die übrigen warten
help-serve-timeout = Sekunden, die eine Anfrage warten und dauern darf
help-serve-header-timeout = Sekunden, die ein Client zum Senden der Kopfzeilen seiner Anfrage haben darf
help-serve-max-size = Die breiteste gezeichnete Abbildung in Pixeln (16 bis 8192)
help-serve-quiet = Kein Zugriffsprotokoll auf der Standardfehlerausgabe
help-serve-pieces = Ein Figurensatz, den Anfragen mit pieces= nennen dürfen (ein Ordner mit SVG-Figuren, eine Schachschriftdatei oder eine installierte Schrift; wiederholbar)
serve-listening = lausche auf { $address }
serve-bind = kann nicht auf „{ $address }“ lauschen: { $reason }
serve-bad-setting = ungültiger Wert „{ $value }“ für { $option }
serve-query-too-long = die Anfrage ist { $size } Bytes lang; höchstens { $max } werden gelesen
serve-bad-encoding = der Parameter „{ $name }“ ist nach der Prozent-Dekodierung kein UTF-8
serve-missing = der Parameter „{ $name }“ fehlt
serve-bad-size = ungültiger Wert „{ $value }“ für { $name }: eine Breite von 16 bis { $max } Pixeln
serve-bad-input = { $name }: { $reason }
serve-not-found = unter „{ $path }“ wird nichts bereitgestellt
serve-method = nur GET und HEAD werden beantwortet
serve-busy = zu viele Anfragen auf einmal; bitte gleich noch einmal versuchen
serve-timeout = die Antwort hat zu lange gedauert
serve-index-intro = Schachdiagramme und Übersetzungen von Stellungen in jeder Notation, mit Bildunterschrift in der Sprache des Lesers.
serve-index-images = ein Diagramm der Stellung „fen“ (in jeder Notation), mit den Parametern von web-boardimage und den Diagrammoptionen von fenlingo
serve-index-translate = die Stellung in einer anderen Notation, als JSON
serve-index-moves = Zugtext nachgespielt und in einer anderen Notation geschrieben, als JSON
serve-index-health = antwortet 200, solange der Dienst läuft

## Tables named in messages ("read as …", the readings of an ambiguous text),
## in this language: the language names of Unicode CLDR 49 (as Babel 2.19
## gives them); the few CLDR lacks or that need a qualifier are composed
## from its parts, and say so.
table-af = Afrikaans
table-az = Aserbaidschanisch
table-be = Belarussisch
table-be-tarask = Belarussisch (Taraskievica-Orthographie)
table-bg = Bulgarisch
table-bn = Bengalisch
table-ca = Katalanisch
table-cs = Tschechisch
table-da = Dänisch
table-de = Deutsch
table-el = Griechisch
table-en = Englisch
table-eo = Esperanto
table-es = Spanisch
table-et = Estnisch
table-eu = Baskisch
table-fa = Persisch
table-fi = Finnisch
# composed: the page's word for figurines
table-figurine = Figurinen
table-fr = Französisch
table-gl = Galicisch
table-gsw = Schweizerdeutsch
table-he = Hebräisch
table-hi = Hindi
table-hr = Kroatisch
table-hu = Ungarisch
table-id = Indonesisch
table-is = Isländisch
table-it = Italienisch
table-ja = Japanisch
table-ka = Georgisch
table-ko = Koreanisch
table-lb = Luxemburgisch
table-lt = Litauisch
table-lv = Lettisch
table-mn = Mongolisch
table-nb = Norwegisch (Bokmål)
table-nl = Niederländisch
table-nn = Norwegisch (Nynorsk)
table-pl = Polnisch
# composed: the page's word for problem chess
table-problem = Problemschach
table-pt = Portugiesisch
table-ro = Rumänisch
table-ru = Russisch
table-sk = Slowakisch
table-sl = Slowenisch
table-sq = Albanisch
table-sr-Cyrl = Serbisch (Kyrillisch)
table-sr-Latn = Serbisch (Lateinisch)
table-sv = Schwedisch
table-tr = Türkisch
table-uk = Ukrainisch
table-vi = Vietnamesisch
table-zh = Chinesisch
# composed: CLDR's Chinese with the word for Chinese characters
table-zh-Hani = Chinesisch (Schriftzeichen)
