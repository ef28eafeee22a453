# Dutch — messages of the fenlingo command-line tool and library.
# Chess words as lichess (nl) and Dutch chess books use them: stuk, pion,
# rij, lijn, veld, zet, halve zet, rokaderechten, en passant, schaak, mat,
# partij; software words as GNOME and KDE (bestand, map, standaarduitvoer,
# opdracht). Quotes ‘…’; help lines in the infinitive, as KDE's.

## Severities and locations
error = fout
warning = waarschuwing
note = opmerking

## FEN and EPD reading errors
err-invalid-utf8 = ongeldige UTF-8 bij byte { $offset }
err-line-too-long = regel langer dan { $limit } bytes
err-empty = lege stelling
err-rank-count = 8 rijen verwacht, { $found } gevonden
err-rank-too-long = rij { $rank } heeft meer dan 8 velden
err-rank-too-short = rij { $rank } heeft { $squares ->
    [one] { $squares } veld
   *[other] { $squares } velden
}, 8 verwacht
err-invalid-piece = ongeldige stukletter ‘{ $token }’ in rij { $rank }
err-invalid-digit = ongeldig cijfer ‘{ $digit }’ in rij { $rank } (lege velden: 1 tot en met 8)
err-invalid-side = ongeldige aanduiding van wie aan zet is ‘{ $token }’
err-invalid-castling = ongeldig rokaderecht ‘{ $token }’
err-too-many-castling = meer dan twee rokaderechten voor { $color ->
    [white] wit
   *[black] zwart
}
err-invalid-ep = ongeldig en-passantveld ‘{ $token }’
err-ep-rank = het en-passantveld ‘{ $token }’ ligt niet op rij 3 of 6
err-invalid-counter = ongeldige waarde voor { $field }: ‘{ $token }’
err-counter-too-large = { $field } is te groot
err-missing-field = ontbrekend veld: { $field }
err-extra-field = onverwacht extra veld ‘{ $token }’
err-invalid-operation = ongeldige EPD-bewerking ‘{ $token }’
err-unterminated-string = tekenreeks tussen aanhalingstekens niet afgesloten
err-not-strict = { $repair } (alleen in de soepele modus aanvaard)

## FEN fields
field-placement = stukkenopstelling
field-side = aan zet
field-castling = rokaderechten
field-en-passant = en-passantveld
field-halfmove = teller van halve zetten
field-fullmove = zetnummer
field-operations = EPD-bewerkingen

## Repairs made in lenient mode
repair-line = { $what }: ‘{ $before }’ gelezen als ‘{ $after }’
repair-dash = streepachtig teken voor ‘-’
repair-double-dash = ‘--’ voor twee lege velden
repair-separator = onregelmatige spaties
repair-invisible-character = onzichtbaar teken
repair-missing-field = ontbrekend veld: { $field }; standaardwaarde aangenomen
repair-missing-fields = { $count ->
    [one] { $count } ontbrekend veld
   *[other] { $count } ontbrekende velden
}, aangenomen: ‘{ $assumed }’
repair-fullmove-zero = zetnummer 0
repair-leading-zeros = voorloopnullen in het veld ‘{ $field }’
repair-castling-order = rokaderechten niet in de gebruikelijke volgorde
repair-figurine = figurine in plaats van een stukletter
repair-merged-digits = opeenvolgende cijfers in een rij
repair-missing-semicolon = EPD-bewerking zonder ‘;’
repair-brackets = stelling tussen vierkante haken
repair-standard-castling = rokaderechten met de standaardletters geschreven

## Legality flags
flag-empty = het bord is leeg
flag-no-white-king = wit heeft geen koning
flag-no-black-king = zwart heeft geen koning
flag-too-many-kings = een kleur heeft meer dan één koning
flag-pawns-on-backrank = er staat een pion op rij 1 of 8
flag-too-many-white-pawns = wit heeft meer dan 8 pionnen
flag-too-many-black-pawns = zwart heeft meer dan 8 pionnen
flag-too-many-white-pieces = wit heeft meer dan 16 stukken
flag-too-many-black-pieces = zwart heeft meer dan 16 stukken
flag-too-many-white-promoted = wit heeft meer gepromoveerde stukken dan de ontbrekende pionnen toelaten
flag-too-many-black-promoted = zwart heeft meer gepromoveerde stukken dan de ontbrekende pionnen toelaten
flag-bad-castling-rights = een rokaderecht zonder koning en toren op hun velden
flag-invalid-ep-square = het en-passantveld volgt niet op een dubbele pionzet
flag-opposite-check = de kleur die niet aan zet is, staat schaak
flag-kings-adjacent = de koningen staan op aangrenzende velden
flag-too-many-checkers = meer dan twee stukken geven schaak
flag-impossible-check = geen reglementaire laatste zet kan dit schaak hebben gegeven

## Command-line output
check-ok = OK
check-illegal = onreglementaire stelling
summary = { $total ->
    [one] { $total } stelling
   *[other] { $total } stellingen
}: { $ok } geldig, { $invalid } ongeldig, { $illegal } onreglementair
lang-unknown = onbekende taal ‘{ $requested }’; { $fallback } wordt gebruikt
notation-unknown = onbekende notatie ‘{ $name }’; zie ‘fenlingo languages’
notation-no-board = de notatie ‘{ $name }’ is alleen voor zetten: geen bron laat zien hoe ze de zwarte stukken op een bord schrijft; gebruik haar met ‘fenlingo moves’
notation-file = kan notatiebestand ‘{ $path }’ niet lezen: { $reason }
io-read = kan ‘{ $path }’ niet lezen: { $reason }
io-write = kan ‘{ $path }’ niet schrijven: { $reason }
io-not-found = bestand of map bestaat niet
io-permission-denied = toegang geweigerd
io-storage-full = geen ruimte meer op het apparaat
io-quota-exceeded = schijfquotum overschreden
io-read-only = alleen-lezen bestandssysteem
io-is-directory = het is een map
io-not-directory = een deel van het pad is geen map
io-too-large = bestand te groot
io-exists = het bestand bestaat al
io-other = { $reason }
io-name-too-long = bestandsnaam is te lang
io-no-device-or-address = apparaat of adres bestaat niet (een socket, of een apparaat dat er niet is)
io-no-device = apparaat bestaat niet
io-symlink-loop = te veel niveaus van symbolische koppelingen
io-input-output = invoer-/uitvoerfout
io-too-many-open = te veel open bestanden
io-bad-descriptor = de bestandsdescriptor is gesloten of ongeldig
io-not-a-socket = geen socket waarnaar geschreven kan worden
io-folder-not-empty = de map is niet leeg
io-busy = het apparaat of de hulpbron is bezet
io-program-busy = het bestand is een programma dat nu draait
io-cross-device = de koppeling zou over de grens van een apparaat heen gaan
io-too-many-links = te veel koppelingen
io-not-seekable = het bestand kan niet vanaf een andere positie gelezen worden (een pijp of terminal)
io-stale = verouderde bestandshandle op het netwerk
io-out-of-memory = onvoldoende geheugen beschikbaar
io-would-block = hulpbron is tijdelijk onbeschikbaar
io-invalid-argument = ongeldig argument
io-broken-pipe = gebroken pijp: het lezende proces is gestopt
io-connection-refused = verbinding is geweigerd
io-address-in-use = het adres is al in gebruik
io-address-not-available = het adres is op deze machine niet beschikbaar
io-connection-reset = verbinding is verbroken
io-not-connected = niet verbonden
io-unsupported = bewerking wordt niet ondersteund
io-timed-out = tijdslimiet overschreden
io-interrupted = onderbroken
io-unexpected-end = onverwacht einde van bestand
io-write-zero = er kon niets geschreven worden
io-not-utf8 = geen UTF-8-tekst (regel { $line }, kolom { $column })
io-text-too-large = groter dan { $limit } MiB, de grens voor dit soort bestand
io-stdout-closed = de standaarduitvoer is gesloten
output-is-input = de uitvoer ‘{ $path }’ is ook een invoer (‘{ $input }’): schrijven zou vernietigen wat gelezen wordt; kies een ander uitvoerbestand
output-kept = niets bruikbaars om te schrijven; ‘{ $path }’ blijft zoals het was
out-dir-create = kan de map ‘{ $path }’ niet aanmaken: { $reason }
out-dir-renamed = een ander diagram van deze uitvoering heet al ‘{ $name }’; dit wordt geschreven naar ‘{ $renamed }’
diagram-png-too-large = een PNG-diagram is hoogstens { $max } pixels breed (het zou meer dan 1 GiB geheugen vergen), niet { $size }; schrijf SVG of PDF voor een grotere afbeelding
xml-dropped = het onderschrift bevat tekens die SVG niet kan bevatten ({ $chars }); ze worden weggelaten
similar-tokens = tabellen met het teken ‘{ $token }’: { $tables }
no-similar-tokens = geen enkele tabel heeft het teken ‘{ $token }’

## Language detection
detect-read-as = gelezen als { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }): { $fen }
detect-reason-tokens = elk teken hoort bij deze tabel
detect-reason-legal = reglementaire stelling
detect-reason-flags = { $count ->
    [one] { $count } reglementair probleem
   *[other] { $count } reglementaire problemen
}
detect-reason-side = teken voor wie aan zet is uit deze tabel
detect-reason-castling = rokadetekens uit deze tabel
detect-ambiguous = dubbelzinnige notatie: de lezingen hieronder geven verschillende stellingen; kies er een met --from
detect-none = geen enkele notatie kan deze stelling lezen

## Languages
languages-provisional = voorlopig
languages-moves-only = alleen zetten
languages-sources = { $count ->
    [one] { $count } bron
   *[other] { $count } bronnen
}

## Completions and manual pages
help-completions = Een aanvullingsscript voor een shell naar de standaarduitvoer schrijven
help-completions-shell = De shell waarvoor het script geschreven wordt
help-man = De handleidingpagina van fenlingo of van één opdracht (roff) naar de standaarduitvoer schrijven
help-man-command = De opdracht waarvan de pagina geschreven wordt; geen: de pagina van fenlingo
man-name = Naam
man-synopsis = Overzicht
man-description = Beschrijving
man-version = Versie

## Command-line help
help-about = Schaakstellingen in de notatie van elke taal: FEN en EPD controleren, vertalen en herkennen.
help-lang = Taal van de meldingen (BCP 47, zoals es, ru, de-AT); standaard uit LC_ALL, LC_MESSAGES of LANG, anders Engels
help-check = Stellingen controleren: fouten met een markering (^), reparaties en reglementaire problemen
help-translate = Stellingen tussen notaties vertalen (standaard naar standaard-FEN)
help-detect = Aangeven in welke notatie een stelling geschreven is, met redenen
help-languages = De ingebouwde notatietabellen tonen
help-positions = Stellingen (FEN- of EPD-regels); gelezen uit --input als er geen gegeven zijn
help-input = Stellingen uit FILE lezen, één per regel (‘-’ voor de standaardinvoer)
help-format = FEN, EPD, of per regel bepaald door het vijfde veld
help-from = Notatie van de invoer: een tabel-id, een tabelbestand of auto
help-to = Notatie van de uitvoer: een tabel-id of een tabelbestand
help-strict = Alles weigeren wat de soepele modus zou repareren
help-chess960 = Rokaderechten beoordelen volgens de regels van Chess960
help-json = Eén JSON-object per regel
help-output = Naar FILE schrijven (atomair) in plaats van naar de standaarduitvoer
help-ep = Welk en-passantveld geschreven wordt: zoals gegeven, alleen als slaan reglementair is, of na elke dubbele pionzet
help-fail-fast = Stoppen bij de eerste foute regel
help-usage = Gebruik
help-arguments = Argumenten
help-options = Opties
help-help = Hulp tonen
help-version = Versie tonen
help-help-command = Deze melding of de hulp bij de gegeven opdracht tonen
help-commands = Opdrachten
help-diagram = Een stelling tekenen als SVG-, PNG- of PDF-diagram
help-diagram-position = De stelling (FEN of EPD); of --input voor één diagram per regel
help-diagram-output = Uitvoerbestand (.svg, .png of .pdf); ‘-’ schrijft naar de standaarduitvoer
help-diagram-input = Stellingen uit FILE lezen, één diagram per regel (‘-’ voor de standaardinvoer)
help-diagram-out-dir = Map voor de diagrammen van --input, genoemd naar regelnummer of EPD-id
help-diagram-orientation = Welke kleur onderaan staat: white (wit), black (zwart) of side-to-move (de kleur aan zet; ook auto)
help-diagram-format = Afbeeldingsformaat: svg, png of pdf (standaard: de extensie van -o; SVG bij --out-dir)
help-moves-keep-form = De schrijfwijze van de auteur behouden (lange notatie, slaan met ‘:’, 0-0); alleen de letters veranderen
help-diagram-from = Notatie van de invoer: een tabel-id, een tabelbestand of auto
help-diagram-size = Breedte van de afbeelding: pixels (16 tot 20000; PNG hoogstens 8192) of voor druk 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = PNG-resolutie in dpi (300 als --size een drukmaat is)
help-diagram-flip = Zwart onderaan
help-diagram-coords = Coördinaten: outside (buiten), inside (binnen) of none (geen)
help-diagram-theme = Kleuren: screen (scherm), print (zwart-wit, gearceerd) of blue (blauw)
help-diagram-mark = Te kleuren velden, zoals e4,Rd5 (kleurletters G, R, Y, B)
help-diagram-circle = Te omcirkelen velden
help-diagram-cross = Door te strepen velden
help-diagram-arrow = Pijlen, zoals e2e4,Rg1f3
help-diagram-annotations = Markeringen en pijlen als lichess-annotaties: [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = De laatste zet markeren, zoals e2e4
help-diagram-no-check = Een koning die schaak staat niet markeren
help-diagram-no-side-marker = Geen aanduiding van wie aan zet is naast het bord
help-diagram-no-frame = Geen kader rond het bord
help-diagram-pdfx = Een PDF-figuur als PDF/X-4 voor de drukker schrijven
help-diagram-caption = Onderschrift: auto, none of een tekst met {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} en {"{"}n{"}"}
help-diagram-mate = Onderschrift ‘Mat in N’ (1 tot en met 999)

## Diagrams
option-unknown = onbekende optie ‘{ $name }’; opties: { $names }
option-bad-value = ongeldige waarde ‘{ $value }’ voor { $option }; gebruik een van: { $values }
option-bad-number = ‘{ $value }’ voor { $option } is geen getal binnen het toegestane bereik
diagram-bad-square = ongeldig veld of ongeldige zet ‘{ $text }’ in { $option }
diagram-unknown-theme = onbekend kleurenschema ‘{ $name }’; kleurenschema’s: { $names }
diagram-no-output = geef een uitvoerbestand voor het diagram op met -o (‘-’ voor de standaarduitvoer)
diagram-input-no-output = geef --out-dir DIR op voor één diagram per regel van --input, of -o FILE als de invoer maar één stelling bevat
diagram-no-position = geef een stelling op, of --input FILE met --out-dir DIR (één diagram per regel) of met -o FILE (één stelling)
diagram-several-positions = ‘{ $name }’ bevat meer dan één stelling en -o schrijft maar één diagram: geef --out-dir DIR op voor één diagram per regel, of geef één stelling
reading-stdin = stellingen worden van de standaardinvoer gelezen (beëindigen met Ctrl-D; zie --help)
diagram-unknown-extension = kan het afbeeldingsformaat van ‘{ $path }’ niet bepalen: gebruik .svg, .png of .pdf, of --format
diagram-binary-terminal = PNG- en PDF-bytes worden niet naar een terminal geschreven: leid de standaarduitvoer om of gebruik -o FILE
diagram-bad-size = de grootte moet tussen 16 en 20000 pixels liggen, niet { $size }
diagram-bad-mate = het aantal zetten tot mat moet tussen { $min } en { $max } liggen, niet { $n }

## Sheets
help-sheet = Opgavenbladen afdrukken: veel diagrammen op PDF-pagina’s, met de oplossingen
help-sheet-inputs = Invoerbestanden (.fen, .epd, .pgn, lichess-.csv; ‘-’ voor de standaardinvoer); geen: het ingebouwde voorbeeld
help-sheet-output = Uitvoer-PDF (standaard fenlingo-sample.pdf voor het voorbeeld)
help-sheet-template = Opmaak: een ingebouwd sjabloon (a4-6, a4-12, letter-6, a5-4, article) of een sjabloonbestand
help-sheet-title = Titel in de paginakop
help-sheet-from = Notatie van de invoerstellingen: een tabel-id, een tabelbestand of auto
help-sheet-format = Invoerformaat als de extensie het niet zegt: fen, epd, pgn of csv
help-sheet-ply = Voor PGN-partijen: de stelling na zoveel halve zetten
help-sheet-start = Het nummer van het eerste diagram
help-sheet-no-answers = Geen oplossingen
help-sheet-strict = Stoppen bij de eerste foute invoer en niets schrijven
help-sheet-figurines = De oplossingen met figurines schrijven (♖e8+), in elke taal gelijk
help-sheet-pdfx = PDF/X-4 voor de drukker schrijven (grijze uitvoerconditie, snij- en afloopkader)
help-sheet-orientation = Welke kleur onderaan staat: white (wit), black (zwart) of side-to-move (de oplosser; ook auto)
help-sheet-coords = Coördinaten: outside (buiten), inside (binnen) of none (geen); zonder opgave die van het sjabloon
help-sheet-theme = Kleuren van de diagrammen: screen (scherm), print (afdruk) of blue (blauw); zonder opgave die van het sjabloon
help-sheet-setup-move = De zet die tot de opgave leidde (lichess: de eerste van Moves) als laatste zet tonen
help-sheet-themes = Lichess-CSV: alleen opgaven met een van deze thema’s (gescheiden door komma’s)
help-sheet-rating = Lichess-CSV: alleen opgaven met een rating van MIN tot MAX (ook MIN- of -MAX)
help-sheet-popularity = Lichess-CSV: alleen opgaven met minstens deze populariteit (-100 tot 100)
help-sheet-limit = Lichess-CSV: hoogstens N opgaven
help-sheet-sort = Lichess-CSV: sorteren op rating, popularity, id of random (standaard de volgorde van het bestand)
help-sheet-seed = Startwaarde van --sort random (dezelfde startwaarde, dezelfde opgaven)
sheet-bad-value = { $option } { $value }: { $expected } verwacht
sheet-unknown-template = onbekend sjabloon ‘{ $name }’; ingebouwde sjablonen: { $names }
sheet-unknown-format = onbekend invoerformaat ‘{ $name }’; formaten: fen, epd, pgn, csv
sheet-start-too-high = --start { $start } kan geen { $count } diagrammen nummeren: het laatste nummer is { $max }
sheet-written = { $path }: { $count ->
    [one] { $count } diagram
   *[other] { $count } diagrammen
}

## Moves
move-unreadable = ‘{ $move }’ is geen zet
move-no-piece = ‘{ $move }’: geen { $piece } kan { $square } bereiken
move-ambiguous = ‘{ $move }’: { $count } { $role ->
    [queen] dames
    [rook] torens
    [bishop] lopers
    [knight] paarden
    [pawn] pionnen
   *[other] koningen
} kunnen { $square } bereiken
move-bad-position = vanuit deze stelling kan geen zet gespeeld worden
move-error = zet { $number } ({ $side }): { $reason }
encoding-unknown = onbekende codering ‘{ $name }’ (auto, utf-8, utf-16, windows-1252)
csv-missing-column = de rij heeft geen kolom { $name }
diagram-ply-past-end = halve zet { $ply } ligt voorbij het einde van de partij ({ $length ->
    [one] { $length } halve zet
   *[other] { $length } halve zetten
})
move-choose = kies de notatie met --from
move-bad-rank = ‘{ $move }’: ‘{ $found }’ is geen rij (1–8){ $like ->
    [none] {""}
   *[other] ; ‘{ $like }’ getypt als ‘{ $found }’?
}
move-no-capture = ‘{ $move }’: geen pion op de { $from }-lijn kan op de { $to }-lijn slaan
move-wrong-piece = ‘{ $move }’: op { $square } staat een { $found }, geen { $piece }
move-wrong-capture = ‘{ $move }’: op { $square } staat een { $found }, geen { $piece }
move-empty-square = ‘{ $move }’: { $square } is leeg; daar staat geen { $piece }
move-empty-capture = ‘{ $move }’: { $square } is leeg; daar valt geen { $piece } te slaan
move-no-promotion = ‘{ $move }’: een pion die { $square } bereikt, moet promoveren; het stuk ontbreekt
move-no-castling = ‘{ $move }’: rokeren is hier niet mogelijk
move-two-readings = ‘{ $move }’ is te lezen als twee verschillende reglementaire zetten
move-counter-overflow = ‘{ $move }’: { $field } zou boven { $max } uitkomen
move-no-takes = ‘{ $move }’: geen { $piece } kan een { $captured } slaan
solution-not-mate = ‘{ $move }’ geeft geen mat, en de opgave vraagt om mat
solution-marked-not-mate = ‘{ $move }’ is als mat geschreven en geeft geen mat
solution-mate-count = ‘{ $move }’ geeft mat in { $found ->
    [one] { $found } zet
   *[other] { $found } zetten
}, en de opgave zegt mat in { $n }
move-repair-pieces-only = slagzet alleen met de stukken aangeduid: ‘{ $text }’
game-no-moves = in deze tekst kon geen enkele zet gelezen worden (proza, een tabel of alleen zetnummers): niets om na te spelen
game-position-only = deze tekst is een stelling, geen zettentekst: lees hem met ‘translate’, ‘check’ of ‘diagram’, of geef de zetten die erop volgen
input-not-positions = { $format ->
    [csv] deze invoer is een lichess-puzzel-CSV, geen stellingregels: ‘fenlingo sheet’ tekent de puzzels
   *[pgn] deze invoer is PGN of zettentekst, geen stellingregels: ‘fenlingo moves’ speelt de partijen na en ‘fenlingo sheet’ tekent ze
}
move-stopped = fenlingo: zet { $number } ({ $side }) kon niet gelezen worden en de tekst erna is weggelaten: { $reason }
move-repair-glued-prose = aan een zet vastgeplakte woorden gescheiden: ‘{ $text }’
move-ambiguous-reading = de zettentekst is te lezen als meerdere verschillende partijen:
move-reading = { $names }: { $moves }
move-read-as = gelezen als { $name } ({ $id })
move-read-as-look-alike = gelezen als { $name } ({ $id }), de letters getypt als Latijnse letters van dezelfde vorm: { $letters }
move-fen-tag-letters = de FEN-tag is geen standaard-FEN; gelezen met de letters in het { $name }
move-repair-long-algebraic = lange notatie gelezen als SAN: ‘{ $text }’
move-repair-dash = streepachtig teken in een zet: ‘{ $text }’
move-repair-castling-zeros = rokade met nullen geschreven: ‘{ $text }’
move-repair-capture-sign = ander slagteken dan ‘x’: ‘{ $text }’
move-repair-captured-piece = geslagen stuk genoemd: ‘{ $text }’
move-repair-rankless-capture = pionslag zonder doelrij: ‘{ $text }’
move-repair-look-alike = gelijkvormige letter uit een ander alfabet: ‘{ $text }’
move-repair-greek-file = Griekse lijnletter: ‘{ $text }’
move-repair-lowercase-piece = stukletter in kleine letter: ‘{ $text }’
move-repair-promotion = promotie zonder ‘=’ geschreven: ‘{ $text }’
move-repair-annotation = commentaarteken als NAG bewaard: ‘{ $text }’
move-repair-en-passant-mark = ‘e.p.’ weggelaten: ‘{ $text }’
move-repair-check-sign = ander schaakteken dan ‘+’ of ‘#’: ‘{ $text }’
move-repair-figurine = figurine in plaats van een stukletter: ‘{ $text }’
move-repair-punctuation = leestekens rond zetten weggelaten: ‘{ $text }’
move-repair-move-number = zetnummer anders geschreven: ‘{ $text }’
move-repair-dash-between-moves = streepje tussen zetten weggelaten: ‘{ $text }’
move-repair-prose = lopende tekst als commentaar bewaard: ‘{ $text }’
move-repair-bracket-variation = vierkante haak gelezen als variant: ‘{ $text }’
move-repair-result = uitslag anders geschreven: ‘{ $text }’
move-repair-cyrillic-file = Servisch-cyrillische lijnletter: ‘{ $text }’
move-repair-spaced-move = zet met spaties erin geschreven: ‘{ $text }’
move-repair-glued-moves = zetten zonder spaties geschreven: ‘{ $text }’
move-repair-piece-dash = streepje tussen het stuk en zijn veld: ‘{ $text }’
move-repair-false-check = schaakteken bij een zet die geen schaak geeft: ‘{ $text }’
move-repair-false-mate = matteken bij een zet die niet mat zet: ‘{ $text }’
move-repair-false-capture = slagteken bij een zet die niets slaat: ‘{ $text }’
move-repair-pawn-letter = pionletter vóór een pionzet: ‘{ $text }’
move-repair-more = en nog { $count } van dezelfde soort
encoding-windows-1252 = geen UTF-8: gelezen als Windows-1252 (voor het eerst op regel { $line })
encoding-utf16 = UTF-16-tekst ({ $order }) gelezen
encoding-bom = byte-order-mark weggelaten
detect-also = is ook te lezen als { $names }
text-unterminated-comment = commentaar zonder afsluitende ‘{"}"}’
text-unterminated-variation = variant geopend met ‘{ $open }’ zonder afsluitende ‘{ $close }’
text-unbalanced-close = ‘{ $close }’ zonder openende ‘{ $open }’
expect-same = de nagespeelde stelling klopt
expect-differs = { $field }: { $replayed }, niet { $claimed }
diagram-no-game = er is geen partij { $game }; het bestand bevat er { $count }
help-moves = Zettentekst (SAN, PGN) in elke notatie vertalen en naspelen
help-moves-text = Zettentekst, zoals ‘1. e4 c5 2. Pf3’; of --input
help-moves-input = Een PGN-bestand (‘-’ voor de standaardinvoer)
help-moves-from = Notatie van de zetten: een tabel-id, een tabelbestand of auto
help-moves-to = Notatie om te schrijven: een tabel-id of een tabelbestand
help-moves-fens = De FEN na elke zet tonen
help-moves-final-fen = Schrijf in PGN-uitvoer de eindstelling als commentaar {"{"}FEN …{"}"} vóór de uitslag
help-moves-start = Van deze stelling uitgaan in plaats van de beginstelling
help-moves-expect = De eindstelling veld voor veld vergelijken met deze FEN
help-moves-keep-going = Bij een foute zet die melden en met de volgende partij verdergaan
help-moves-output = Naar FILE schrijven (atomair) in plaats van naar de standaarduitvoer
help-diagram-pgn = Een stelling uit een PGN-partij tekenen
help-diagram-game = Welke partij van --pgn (1 voor de eerste)
help-diagram-ply = De stelling na zoveel halve zetten van de --pgn-partij (standaard: het einde)

## Files: an error with its place
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Sheet templates
template-syntax = { $detail }
template-not-finite = { $key } moet een eindig getal zijn, niet { $value }
template-page-size = onbekend paginaformaat ‘{ $size }’ (A3, A4, A5, Letter, Legal of BREEDTExHOOGTE in mm)
template-range = { $key } moet tussen { $min } en { $max } liggen, niet { $value }
template-range-mm = { $key } moet tussen { $min } en { $max } mm liggen, niet { $value }
template-range-points = { $key } moet tussen { $min } en { $max } punten liggen, niet { $value }
template-theme = onbekend kleurenschema ‘{ $name }’ ({ $names })
template-coords = coords moet outside, inside of none zijn, niet ‘{ $value }’
template-font = lettertype ‘{ $name }’ is geen lettertypebestand en geen geïnstalleerde lettertypefamilie
template-width = de diagrambreedte moet positief zijn, niet { $value }
template-width-fit = een diagram van { $width } mm breed past niet in zijn cel ({ $cell_width } × { $cell_height } mm met nummer en onderschrift); hoogstens { $max } mm
template-no-room = de diagrammen passen niet op de pagina: minder rijen of kolommen, of kleinere marges
template-base-unknown = basis ‘{ $name }’ is geen ingebouwd sjabloon ({ $names }) en ook geen sjabloonbestand
template-base-unreadable = basis ‘{ $name }’ kan niet gelezen worden: { $reason }
template-base-depth = sjablonen bouwen meer dan { $max } niveaus diep op elkaar voort (bij ‘{ $name }’): verwijzen de bases in een kring naar elkaar?
template-choice = ‘{ $key }’ is ‘{ $value }’; mogelijk zijn { $choices }

## Notation table files
table-syntax = ongeldige notatietabel: { $detail }
table-invalid-tag = ‘{ $tag }’ is geen BCP 47-taalcode
table-invalid-id = ongeldige tabel-id ‘{ $id }’
table-empty-token = een teken is leeg of bevat spaties
table-reserved-character = het teken ‘{ $token }’ bevat ‘{ $character }’, dat in FEN of zettentekst een eigen betekenis heeft
table-duplicate-token = het teken ‘{ $token }’ wordt zowel door { $first } als door { $second } gebruikt
table-move-text-clash = het teken ‘{ $token }’ zou in zettentekst als lijnletter gelezen worden
table-invisible-character = het teken ‘{ $token }’ bevat een onzichtbaar teken ({ $character }), dat niemand kan zien of typen
table-no-lowercase = het teken ‘{ $token }’ heeft geen aparte kleine letter, zodat de stukken van zwart als die van wit gelezen zouden worden: geef de tekens van zwart op in [black]

## PNG output
encode-failed = kan de { $format }-afbeelding niet schrijven: { $detail }
encode-not-built = deze build van fenlingo schrijft geen { $format }-afbeeldingen
png-failed = kan het diagram niet rasteren: { $detail }

## Document figures (pandoc-fenlingo, mdbook-fenlingo)
figure-block = blok { $number }
figure-left-as-code = { $block } blijft een codeblok: ‘{ $first }’
figure-unknown-attribute = onbekend attribuut ‘{ $name }’; attributen: { $names }
figure-bad-value = ongeldige waarde ‘{ $value }’ voor { $attribute }; gebruik een van: { $values }
figure-bad-number = ‘{ $value }’ voor { $attribute } is geen getal
figure-empty = het blok bevat geen stelling
figure-many = het blok bevat { $count } stellingen; schrijf er één per blok
figure-image = de afbeelding kon niet worden geschreven: { $reason }
figure-write = de afbeelding kon niet worden geschreven naar { $path }: { $reason }
figure-controls-removed = stuurtekens weggelaten uit de attributen en het onderschrift: { $chars }
figure-dir-outside = de map ‘{ $dir }’ die het document voor zijn afbeeldingen noemt, ligt niet binnen de werkmap; de afbeeldingen gaan naar ‘{ $default }’ (stel { $variable } in om een andere map te kiezen)

## Usage errors and help annotations
help-color = Wanneer meldingen kleur krijgen: auto (in een terminal, tenzij NO_COLOR is ingesteld), always (altijd) of never (nooit)
help-encoding = Codering van de invoer: auto (een byte-order-mark, anders UTF-8, anders Windows-1252), utf-8, utf-16 (in de volgorde van de byte-order-mark, anders little-endian), utf-16le, utf-16be of windows-1252
help-default-value = standaard
help-possible-values = mogelijke waarden
usage-quoted = ‘{ $text }’
usage-split-position = de stelling is als { $count } argumenten gegeven; zet haar tussen aanhalingstekens: { $command }
usage-unknown-command = onbekende opdracht { $name }
usage-unknown-argument = onverwacht argument { $arg }
usage-value-required = { $arg } heeft een waarde nodig, maar er is geen gegeven
usage-invalid-value = ongeldige waarde { $value } voor { $arg }
usage-missing-argument = de volgende verplichte argumenten ontbreken: { $arg }
usage-conflict = het argument { $arg } kan niet samen met { $other } gebruikt worden
usage-no-equals = een isgelijkteken is nodig om waarden aan { $arg } toe te kennen
usage-value-count = verkeerd aantal waarden voor { $arg }
usage-missing-command = een opdracht is vereist, maar er is geen gegeven
usage-invalid-utf8 = een of meer argumenten bevatten ongeldige UTF-8
usage-tip = tip
usage-did-you-mean = er bestaat een vergelijkbare: { $suggestion }
usage-more-help = Probeer { $help } voor meer informatie.

## What a TOML file (template or table) gets wrong
toml-unknown-field = onbekende sleutel ‘{ $field }’; verwacht een van: { $expected }
toml-unknown-variant = onbekende waarde ‘{ $value }’; verwacht { $expected }
toml-missing-field = ontbrekende sleutel ‘{ $field }’
toml-invalid-type = verkeerd type: { $found }, verwacht { $expected }
toml-invalid-value = verkeerde waarde: { $found }, verwacht { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Stukkenset: noto, dejavu (ingebouwd), een map met SVG-stukken, genoemd zoals lichess ze noemt (wK.svg … bP.svg), een schaaklettertypebestand of de familienaam van een geïnstalleerd lettertype
help-sheet-pieces = Stukkenset van de diagrammen: noto, dejavu, een map met SVG-stukken, een schaaklettertypebestand of een geïnstalleerd lettertype; zonder opgave die van het sjabloon
pieces-not-found = geen stukkenset ‘{ $name }’: het is geen noto/dejavu, map, lettertypebestand of geïnstalleerd lettertype
pieces-unreadable = kan ‘{ $path }’ niet lezen: { $error }
pieces-missing-files = in de stukkenmap ‘{ $folder }’ ontbreken: { $missing }
pieces-bad-svg = ‘{ $file }’ is geen SVG-afbeelding
pieces-bad-font = ‘{ $file }’ is geen TrueType- of OpenType-lettertype
pieces-no-pieces = het lettertype ‘{ $font }’ heeft geen schaakstukken; er ontbreken: { $missing }
pieces-unsupported = ‘{ $name }’: deze versie leest geen stukkensets uit bestanden

glyphs-captions-english = geen geïnstalleerd lettertype heeft glyphs voor het schrift ‘{ $script }’; de onderschriften zijn in het Engels (installeer een lettertype dat ze heeft: op Debian of Ubuntu het pakket { $package }; of noem een map met lettertypen in FENLINGO_FONT_DIRS)
glyphs-undrawn = geen geïnstalleerd lettertype heeft glyphs voor deze tekens uit de opgegeven tekst ({ $chars }); elk wordt getekend als ‘?’ (installeer een lettertype dat ze heeft, of noem een map met lettertypen in FENLINGO_FONT_DIRS)
script-han = han (Chinees/Japans)
script-kana = Japanse kana
script-hangul = hangul (Koreaans)
script-devanagari = devanagari
script-bengali = Bengaals
script-thai = Thai
script-other = teken { $code }

# A function given one position or game (the Python module).
text-many-items = de tekst bevat { $count } stellingen of partijen; geef er één tegelijk

## fenlingo serve
help-moves-json = Eén JSON-object per partij: de zettekst, de eind-FEN, de tabellen, reparaties en fouten
help-serve = Bordafbeeldingen en vertalingen via HTTP aanbieden
help-serve-listen = Adres en poort om op te luisteren, of het pad van een Unix-socket
help-serve-workers = Threads die verzoeken afhandelen (standaard: één per kern)
help-serve-cache-size = Geheugen voor recente antwoorden, zoals 64M (0: geen cache)
help-serve-max-requests = Verzoeken die tegelijk worden beantwoord; de rest wacht
help-serve-timeout = Seconden die een verzoek mag wachten en duren
help-serve-header-timeout = Seconden die een client mag doen over het sturen van de headers van zijn verzoek
help-serve-max-size = De breedste figuur die wordt getekend, in pixels (16 tot 8192)
help-serve-quiet = Geen toegangslog op de standaardfoutuitvoer
help-serve-pieces = Een stukkenset die verzoeken met pieces= mogen noemen (een map met SVG-stukken, een schaaklettertypebestand of een geïnstalleerd lettertype; herhaalbaar)
serve-listening = luistert op { $address }
serve-bind = kan niet luisteren op ‘{ $address }’: { $reason }
serve-bad-setting = ongeldige waarde ‘{ $value }’ voor { $option }
serve-query-too-long = de query is { $size } bytes lang; er worden er hoogstens { $max } gelezen
serve-bad-encoding = de parameter ‘{ $name }’ is na procentdecodering geen UTF-8
serve-missing = de parameter ‘{ $name }’ ontbreekt
serve-bad-size = ongeldige waarde ‘{ $value }’ voor { $name }: een breedte van 16 tot { $max } pixels
serve-bad-input = { $name }: { $reason }
serve-not-found = op ‘{ $path }’ wordt niets aangeboden
serve-method = alleen GET en HEAD worden beantwoord
serve-busy = te veel verzoeken tegelijk; probeer het zo meteen opnieuw
serve-timeout = het antwoord duurde te lang
serve-index-intro = Schaakdiagrammen en vertalingen van stellingen in elke notatie, met een onderschrift in de taal van de lezer.
serve-index-images = een diagram van de stelling ‘fen’ (elke notatie), met de parameters van web-boardimage en de diagramopties van fenlingo
serve-index-translate = de stelling in een andere notatie, als JSON
serve-index-moves = zettekst nagespeeld en in een andere notatie geschreven, als JSON
serve-index-health = antwoordt 200 zolang de dienst draait

## Tables named in messages ("read as …", the readings of an ambiguous text),
## in this language: the language names of Unicode CLDR 49 (as Babel 2.19
## gives them); the few CLDR lacks or that need a qualifier are composed
## from its parts, and say so.
table-af = Afrikaans
table-az = Azerbeidzjaans
table-be = Belarussisch
table-be-tarask = Belarussisch (Taraskievica-spelling)
table-bg = Bulgaars
table-bn = Bengaals
table-ca = Catalaans
table-cs = Tsjechisch
table-da = Deens
table-de = Duits
table-el = Grieks
table-en = Engels
table-eo = Esperanto
table-es = Spaans
table-et = Estisch
table-eu = Baskisch
table-fa = Perzisch
table-fi = Fins
# composed: the page's word for figurines
table-figurine = figurines
table-fr = Frans
table-gl = Galicisch
table-gsw = Zwitserduits
table-he = Hebreeuws
table-hi = Hindi
table-hr = Kroatisch
table-hu = Hongaars
table-id = Indonesisch
table-is = IJslands
table-it = Italiaans
table-ja = Japans
table-ka = Georgisch
table-ko = Koreaans
table-lb = Luxemburgs
table-lt = Litouws
table-lv = Lets
table-mn = Mongools
table-nb = Noors - Bokmål
table-nl = Nederlands
table-nn = Noors - Nynorsk
table-pl = Pools
# composed: the page's word for problem chess
table-problem = problemschaak
table-pt = Portugees
table-ro = Roemeens
table-ru = Russisch
table-sk = Slowaaks
table-sl = Sloveens
table-sq = Albanees
table-sr-Cyrl = Servisch (Cyrillisch)
table-sr-Latn = Servisch (Latijns)
table-sv = Zweeds
table-tr = Turks
table-uk = Oekraïens
table-vi = Vietnamees
table-zh = Chinees
# composed: CLDR's Chinese with the word for Chinese characters
table-zh-Hani = Chinees (karakters)
