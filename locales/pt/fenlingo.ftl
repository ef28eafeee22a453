# Portuguese — messages of the fenlingo command-line tool and library.
# Written for CLDR's "pt" (Brazilian Portuguese), avoiding words that only
# one side of the Atlantic uses where a common one exists. Chess words as
# lichess (pt-BR) and Brazilian chess books use them: peça, peão, fileira,
# coluna, casa, lance, meio-lance, direitos de roque, en passant, xeque,
# mate, partida; software words as GNOME and KDE (arquivo, pasta, saída
# padrão, comando). Help lines in the third person, as GNU's ("Mostra a
# ajuda").

## Severities and locations
error = erro
warning = aviso
note = nota

## FEN and EPD reading errors
err-invalid-utf8 = UTF-8 inválido no byte { $offset }
err-line-too-long = linha com mais de { $limit } bytes
err-empty = posição vazia
err-rank-count = esperavam-se 8 fileiras, há { $found }
err-rank-too-long = a fileira { $rank } tem mais de 8 casas
err-rank-too-short = a fileira { $rank } tem { $squares ->
    [one] { $squares } casa
   *[other] { $squares } casas
}, esperavam-se 8
err-invalid-piece = letra de peça inválida “{ $token }” na fileira { $rank }
err-invalid-digit = dígito inválido “{ $digit }” na fileira { $rank } (casas vazias: de 1 a 8)
err-invalid-side = vez de jogar inválida “{ $token }”
err-invalid-castling = direito de roque inválido “{ $token }”
err-too-many-castling = mais de dois direitos de roque para as { $color ->
    [white] Brancas
   *[black] Pretas
}
err-invalid-ep = casa de en passant inválida “{ $token }”
err-ep-rank = a casa de en passant “{ $token }” não está na 3.ª nem na 6.ª fileira
err-invalid-counter = { $field } inválido: “{ $token }”
err-counter-too-large = { $field }: valor grande demais
err-missing-field = campo ausente: { $field }
err-extra-field = campo extra inesperado “{ $token }”
err-invalid-operation = operação EPD inválida “{ $token }”
err-unterminated-string = texto entre aspas sem aspas de fechamento
err-not-strict = { $repair } (aceito apenas no modo tolerante)

## FEN fields
field-placement = disposição das peças
field-side = vez de jogar
field-castling = direitos de roque
field-en-passant = casa de en passant
field-halfmove = contador de meios-lances
field-fullmove = número do lance
field-operations = operações EPD

## Repairs made in lenient mode
repair-line = { $what }: “{ $before }” lido como “{ $after }”
repair-dash = caractere parecido com hífen no lugar de “-”
repair-double-dash = “--” para dois campos vazios
repair-separator = espaçamento irregular
repair-invisible-character = caractere invisível
repair-missing-field = campo ausente: { $field }; assumido o valor padrão
repair-missing-fields = { $count ->
    [one] { $count } campo ausente
   *[other] { $count } campos ausentes
}, assumidos: “{ $assumed }”
repair-fullmove-zero = número de lance 0
repair-leading-zeros = zeros à esquerda no campo “{ $field }”
repair-castling-order = direitos de roque fora da ordem canônica
repair-figurine = figurino no lugar de letra de peça
repair-merged-digits = dígitos consecutivos numa fileira
repair-missing-semicolon = operação EPD sem “;”
repair-brackets = posição entre colchetes
repair-standard-castling = direitos de roque escritos com as letras padrão

## Legality flags
flag-empty = o tabuleiro está vazio
flag-no-white-king = as Brancas não têm rei
flag-no-black-king = as Pretas não têm rei
flag-too-many-kings = um lado tem mais de um rei
flag-pawns-on-backrank = há um peão na 1.ª ou na 8.ª fileira
flag-too-many-white-pawns = as Brancas têm mais de 8 peões
flag-too-many-black-pawns = as Pretas têm mais de 8 peões
flag-too-many-white-pieces = as Brancas têm mais de 16 peças
flag-too-many-black-pieces = as Pretas têm mais de 16 peças
flag-too-many-white-promoted = as Brancas têm mais peças promovidas do que os peões que faltam permitem
flag-too-many-black-promoted = as Pretas têm mais peças promovidas do que os peões que faltam permitem
flag-bad-castling-rights = um direito de roque sem o rei e a torre nas suas casas
flag-invalid-ep-square = a casa de en passant não segue um avanço duplo de peão
flag-opposite-check = o lado que não tem a vez está em xeque
flag-kings-adjacent = os reis estão em casas vizinhas
flag-too-many-checkers = mais de duas peças dão xeque
flag-impossible-check = nenhum último lance legal poderia dar este xeque

## Command-line output
check-ok = OK
check-illegal = posição ilegal
summary = { $total ->
    [one] { $total } posição
   *[other] { $total } posições
}: { $ok ->
    [one] { $ok } válida
   *[other] { $ok } válidas
}, { $invalid ->
    [one] { $invalid } inválida
   *[other] { $invalid } inválidas
}, { $illegal ->
    [one] { $illegal } ilegal
   *[other] { $illegal } ilegais
}
lang-unknown = idioma desconhecido “{ $requested }”; usando { $fallback }
notation-unknown = notação desconhecida “{ $name }”; veja “fenlingo languages”
notation-no-board = a notação “{ $name }” serve apenas para lances: nenhuma fonte mostra como escreve as peças pretas num tabuleiro; use-a com “fenlingo moves”
notation-file = não foi possível ler o arquivo de notação “{ $path }”: { $reason }
io-read = não foi possível ler “{ $path }”: { $reason }
io-write = não foi possível gravar “{ $path }”: { $reason }
io-not-found = arquivo ou pasta inexistente
io-permission-denied = permissão negada
io-storage-full = não há espaço livre no dispositivo
io-quota-exceeded = cota de disco excedida
io-read-only = sistema de arquivos somente leitura
io-is-directory = é uma pasta
io-not-directory = uma parte do caminho não é uma pasta
io-too-large = arquivo grande demais
io-exists = o arquivo já existe
io-other = { $reason }
io-name-too-long = nome de arquivo muito longo
io-no-device-or-address = dispositivo ou endereço inexistente (um soquete, ou um dispositivo que não está presente)
io-no-device = dispositivo inexistente
io-symlink-loop = número excessivo de níveis de links simbólicos
io-input-output = erro de entrada/saída
io-too-many-open = número excessivo de arquivos abertos
io-bad-descriptor = o descritor de arquivo está fechado ou é inválido
io-not-a-socket = não é um soquete em que se possa escrever
io-folder-not-empty = a pasta não está vazia
io-busy = o dispositivo ou recurso está ocupado
io-program-busy = o arquivo é um programa em execução
io-cross-device = o link atravessaria dispositivos diferentes
io-too-many-links = número excessivo de links
io-not-seekable = o arquivo não pode ser lido em outra posição (um pipe ou um terminal)
io-stale = manipulador de arquivo de rede obsoleto
io-out-of-memory = memória esgotada
io-would-block = recurso temporariamente indisponível
io-invalid-argument = argumento inválido
io-broken-pipe = pipe quebrado: o processo leitor já terminou
io-connection-refused = conexão recusada
io-address-in-use = o endereço já está em uso
io-address-not-available = o endereço não está disponível nesta máquina
io-connection-reset = conexão fechada pela outra ponta
io-not-connected = não conectado
io-unsupported = operação não suportada
io-timed-out = tempo esgotado
io-interrupted = interrompido
io-unexpected-end = fim de arquivo inesperado
io-write-zero = nada pôde ser gravado
io-not-utf8 = não é texto UTF-8 (linha { $line }, coluna { $column })
io-text-too-large = maior que { $limit } MiB, o limite para este tipo de arquivo
io-stdout-closed = a saída padrão está fechada
output-is-input = a saída “{ $path }” também é uma entrada (“{ $input }”): gravá-la destruiria o que é lido; escolha outro arquivo de saída
output-kept = nada aproveitável para gravar; “{ $path }” fica como estava
out-dir-create = não foi possível criar a pasta “{ $path }”: { $reason }
out-dir-renamed = outro diagrama desta execução já se chama “{ $name }”; este é gravado como “{ $renamed }”
diagram-png-too-large = um diagrama PNG tem no máximo { $max } pixels de largura (precisaria de mais de 1 GiB de memória), não { $size }; grave SVG ou PDF para uma figura maior
xml-dropped = a legenda tem caracteres que o SVG não aceita ({ $chars }); eles foram omitidos
similar-tokens = tabelas com o símbolo “{ $token }”: { $tables }
no-similar-tokens = nenhuma tabela tem o símbolo “{ $token }”

## Language detection
detect-read-as = lido como { $name } ({ $id })
detect-candidate = { $rank }. { $name } ({ $id }): { $fen }
detect-reason-tokens = todos os símbolos pertencem a esta tabela
detect-reason-legal = posição legal
detect-reason-flags = { $count ->
    [one] { $count } problema de legalidade
   *[other] { $count } problemas de legalidade
}
detect-reason-side = símbolo da vez de jogar desta tabela
detect-reason-castling = símbolos de roque desta tabela
detect-ambiguous = notação ambígua: as leituras abaixo dão posições diferentes; escolha uma com --from
detect-none = nenhuma notação consegue ler esta posição

## Languages
languages-provisional = provisória
languages-moves-only = só lances
languages-sources = { $count ->
    [one] { $count } fonte
   *[other] { $count } fontes
}

## Completions and manual pages
help-completions = Escreve na saída padrão um script de completação para um shell
help-completions-shell = O shell para o qual o script é escrito
help-man = Escreve na saída padrão a página de manual do fenlingo ou de um comando (roff)
help-man-command = O comando cuja página é escrita; nenhum: a página do fenlingo
man-name = Nome
man-synopsis = Sinopse
man-description = Descrição
man-version = Versão

## Command-line help
help-about = Posições de xadrez na notação de qualquer idioma: verifica, traduz e detecta FEN e EPD.
help-lang = Idioma das mensagens (BCP 47, como es, ru, de-AT); o padrão vem de LC_ALL, LC_MESSAGES ou LANG, senão inglês
help-check = Verifica posições: erros marcados com um circunflexo (^), correções e problemas de legalidade
help-translate = Traduz posições entre notações (para FEN padrão, se nada for indicado)
help-detect = Indica em que notação uma posição está escrita, com os motivos
help-languages = Lista as tabelas de notação embutidas
help-positions = Posições (linhas FEN ou EPD); lidas de --input se nenhuma for dada
help-input = Lê as posições de FILE, uma por linha (“-” para a entrada padrão)
help-format = FEN, EPD, ou decidido em cada linha pelo quinto campo
help-from = Notação da entrada: um identificador de tabela, um arquivo de tabela ou auto
help-to = Notação da saída: um identificador de tabela ou um arquivo de tabela
help-strict = Recusa tudo o que o modo tolerante corrigiria
help-chess960 = Julga os direitos de roque pelas regras do Chess960
help-json = Um objeto JSON por linha
help-output = Grava em FILE (de forma atômica) em vez da saída padrão
help-ep = Que casa de en passant escrever: a dada, só quando uma captura é legal, ou depois de todo avanço duplo
help-fail-fast = Para na primeira linha com erro
help-usage = Uso
help-arguments = Argumentos
help-options = Opções
help-help = Mostra a ajuda
help-version = Mostra a versão
help-help-command = Mostra esta mensagem ou a ajuda do comando indicado
help-commands = Comandos
help-diagram = Desenha uma posição como diagrama SVG, PNG ou PDF
help-diagram-position = A posição (FEN ou EPD); ou --input para um diagrama por linha
help-diagram-output = Arquivo de saída (.svg, .png ou .pdf); “-” escreve na saída padrão
help-diagram-input = Lê as posições de FILE, um diagrama por linha (“-” para a entrada padrão)
help-diagram-out-dir = Pasta para os diagramas de --input, nomeados pelo número da linha ou pelo id EPD
help-diagram-orientation = Que lado fica embaixo: white (Brancas), black (Pretas) ou side-to-move (o lado que joga; também auto)
help-diagram-format = Formato da imagem: svg, png ou pdf (padrão: a extensão de -o; SVG com --out-dir)
help-moves-keep-form = Mantém a grafia do autor (notação completa, capturas com “:”, 0-0); só as letras mudam
help-diagram-from = Notação da entrada: um identificador de tabela, um arquivo de tabela ou auto
help-diagram-size = Largura da figura: pixels (de 16 a 20000; PNG no máximo 8192) ou, para impressão, 45mm, 4.5cm, 1.8in, 130pt
help-diagram-dpi = Resolução do PNG em pontos por polegada (300 quando --size é uma medida de impressão)
help-diagram-flip = Pretas embaixo
help-diagram-coords = Coordenadas: outside (fora), inside (dentro) ou none (nenhuma)
help-diagram-theme = Cores: screen (tela), print (preto e branco, hachurado) ou blue (azul)
help-diagram-mark = Casas a preencher, como e4,Rd5 (letras de cor G, R, Y, B)
help-diagram-circle = Casas a circular
help-diagram-cross = Casas a riscar
help-diagram-arrow = Setas, como e2e4,Rg1f3
help-diagram-annotations = Marcas e setas como anotações do lichess: [%csl Ge4][%cal Ge2e4]
help-diagram-last-move = Destaca o último lance, como e2e4
help-diagram-no-check = Não destaca um rei em xeque
help-diagram-no-side-marker = Sem indicador da vez de jogar ao lado do tabuleiro
help-diagram-no-frame = Sem moldura em volta do tabuleiro
help-diagram-pdfx = Escreve uma figura PDF como PDF/X-4 para a gráfica
help-diagram-caption = Legenda: auto, none ou um texto com {"{"}side{"}"}, {"{"}to-move{"}"}, {"{"}task{"}"}, {"{"}mate{"}"}, {"{"}fen{"}"} e {"{"}n{"}"}
help-diagram-mate = Legenda “Mate em N” (de 1 a 999)

## Diagrams
option-unknown = opção desconhecida “{ $name }”; opções: { $names }
option-bad-value = valor inválido “{ $value }” para { $option }; use um de: { $values }
option-bad-number = “{ $value }” para { $option } não é um número dentro do intervalo permitido
diagram-bad-square = casa ou lance inválido “{ $text }” em { $option }
diagram-unknown-theme = tema desconhecido “{ $name }”; temas: { $names }
diagram-no-output = indique um arquivo de saída para o diagrama com -o (“-” para a saída padrão)
diagram-input-no-output = indique --out-dir DIR para ter um diagrama por linha de --input, ou -o FILE se a entrada contiver uma só posição
diagram-no-position = indique uma posição, ou --input FILE com --out-dir DIR (um diagrama por linha) ou com -o FILE (uma só posição)
diagram-several-positions = “{ $name }” contém mais de uma posição e -o grava um só diagrama: indique --out-dir DIR para ter um diagrama por linha, ou uma só posição
reading-stdin = lendo posições da entrada padrão (termine com Ctrl-D; veja --help)
diagram-unknown-extension = não é possível saber o formato de imagem de “{ $path }”: use .svg, .png ou .pdf, ou --format
diagram-binary-terminal = bytes de PNG e PDF não são escritos num terminal: redirecione a saída padrão ou use -o FILE
diagram-bad-size = o tamanho deve estar entre 16 e 20000 pixels, não { $size }
diagram-bad-mate = o número de lances até o mate deve estar entre { $min } e { $max }, não { $n }

## Sheets
help-sheet = Imprime folhas de exercícios: muitos diagramas em páginas PDF, com as soluções
help-sheet-inputs = Arquivos de entrada (.fen, .epd, .pgn, .csv do lichess; “-” para a entrada padrão); nenhum: o exemplo embutido
help-sheet-output = PDF de saída (padrão fenlingo-sample.pdf para o exemplo)
help-sheet-template = Layout: um modelo embutido (a4-6, a4-12, letter-6, a5-4, article) ou um arquivo de modelo
help-sheet-title = Título no cabeçalho das páginas
help-sheet-from = Notação das posições de entrada: um identificador de tabela, um arquivo de tabela ou auto
help-sheet-format = Formato de entrada quando a extensão não o indica: fen, epd, pgn ou csv
help-sheet-ply = Para partidas PGN: a posição depois deste número de meios-lances
help-sheet-start = O número do primeiro diagrama
help-sheet-no-answers = Sem soluções
help-sheet-strict = Para na primeira entrada com erro e não grava nada
help-sheet-figurines = Escreve as soluções com figurinos (♖e8+), iguais em todos os idiomas
help-sheet-pdfx = Escreve PDF/X-4 para a gráfica (condição de saída em cinza, caixas de corte e de sangria)
help-sheet-orientation = Que lado fica embaixo: white (Brancas), black (Pretas) ou side-to-move (quem resolve; também auto)
help-sheet-coords = Coordenadas: outside (fora), inside (dentro) ou none (nenhuma); se omitido, as do modelo
help-sheet-theme = Cores dos diagramas: screen (tela), print (impressão) ou blue (azul); se omitido, as do modelo
help-sheet-setup-move = Mostra como último lance o lance que levou ao exercício (lichess: o primeiro de Moves)
help-sheet-themes = CSV do lichess: só exercícios com algum destes temas (separados por vírgulas)
help-sheet-rating = CSV do lichess: só exercícios com rating de MIN a MAX (também MIN- ou -MAX)
help-sheet-popularity = CSV do lichess: só exercícios com pelo menos esta popularidade (de -100 a 100)
help-sheet-limit = CSV do lichess: no máximo N exercícios
help-sheet-sort = CSV do lichess: ordena por rating, popularity, id ou random (padrão: a ordem do arquivo)
help-sheet-seed = Semente de --sort random (a mesma semente dá os mesmos exercícios)
sheet-bad-value = { $option } { $value }: esperava-se { $expected }
sheet-unknown-template = modelo desconhecido “{ $name }”; modelos embutidos: { $names }
sheet-unknown-format = formato de entrada desconhecido “{ $name }”; formatos: fen, epd, pgn, csv
sheet-start-too-high = --start { $start } não consegue numerar { $count } diagramas: o último número é { $max }
sheet-written = { $path }: { $count ->
    [one] { $count } diagrama
   *[other] { $count } diagramas
}

## Moves
move-unreadable = “{ $move }” não é um lance
move-no-piece = “{ $move }”: { $role ->
    [queen] nenhuma dama pode
    [rook] nenhuma torre pode
    [bishop] nenhum bispo pode
    [knight] nenhum cavalo pode
    [pawn] nenhum peão pode
   *[other] nenhum { $piece } pode
} ir para { $square }
move-ambiguous = “{ $move }”: { $count } { $role ->
    [queen] damas
    [rook] torres
    [bishop] bispos
    [knight] cavalos
    [pawn] peões
   *[other] reis
} podem ir para { $square }
move-bad-position = não se pode jogar nenhum lance a partir desta posição
move-error = lance { $number } ({ $side }): { $reason }
encoding-unknown = codificação desconhecida “{ $name }” (auto, utf-8, utf-16, windows-1252)
csv-missing-column = a linha não tem a coluna { $name }
diagram-ply-past-end = o meio-lance { $ply } fica depois do fim da partida ({ $length ->
    [one] { $length } meio-lance
   *[other] { $length } meios-lances
})
move-choose = escolha a notação com --from
move-bad-rank = “{ $move }”: “{ $found }” não é uma fileira (1–8){ $like ->
    [none] {""}
   *[other] ; “{ $like }” digitado como “{ $found }”?
}
move-no-capture = “{ $move }”: nenhum peão da coluna { $from } pode capturar na coluna { $to }
move-wrong-piece = “{ $move }”: em { $square } há { $found_role ->
    [queen] uma dama
    [rook] uma torre
    [bishop] um bispo
    [knight] um cavalo
    [pawn] um peão
   *[other] o rei
}, não { $role ->
    [queen] uma dama
    [rook] uma torre
    [bishop] um bispo
    [knight] um cavalo
    [pawn] um peão
   *[other] o rei
}
move-wrong-capture = “{ $move }”: em { $square } há { $found_role ->
    [queen] uma dama
    [rook] uma torre
    [bishop] um bispo
    [knight] um cavalo
    [pawn] um peão
   *[other] o rei
}, não { $role ->
    [queen] uma dama
    [rook] uma torre
    [bishop] um bispo
    [knight] um cavalo
    [pawn] um peão
   *[other] o rei
}
move-empty-square = “{ $move }”: a casa { $square } está vazia; não há { $role ->
    [queen] nenhuma dama
    [rook] nenhuma torre
    [bishop] nenhum bispo
    [knight] nenhum cavalo
    [pawn] nenhum peão
   *[other] nenhum rei
} nela
move-empty-capture = “{ $move }”: a casa { $square } está vazia; não há { $role ->
    [queen] nenhuma dama
    [rook] nenhuma torre
    [bishop] nenhum bispo
    [knight] nenhum cavalo
    [pawn] nenhum peão
   *[other] nenhum rei
} para capturar
move-no-promotion = “{ $move }”: um peão que chega a { $square } precisa ser promovido; falta a peça
move-no-castling = “{ $move }”: o roque não é possível aqui
move-two-readings = “{ $move }” se lê como dois lances legais diferentes
move-counter-overflow = “{ $move }”: { $field } passaria de { $max }
move-no-takes = “{ $move }”: { $role ->
    [queen] nenhuma dama pode
    [rook] nenhuma torre pode
    [bishop] nenhum bispo pode
    [knight] nenhum cavalo pode
    [pawn] nenhum peão pode
   *[other] o rei não pode
} capturar { $captured_role ->
    [queen] uma dama
    [rook] uma torre
    [bishop] um bispo
    [knight] um cavalo
    [pawn] um peão
   *[other] o rei
}
solution-not-mate = “{ $move }” não dá mate, e o exercício pede mate
solution-marked-not-mate = “{ $move }” está escrito como mate e não dá mate
solution-mate-count = “{ $move }” dá mate em { $found ->
    [one] { $found } lance
   *[other] { $found } lances
}, e o exercício diz mate em { $n }
move-repair-pieces-only = captura indicada só pelas peças: “{ $text }”
game-no-moves = nenhum lance pôde ser lido neste texto (prosa, uma tabela ou só números de lances): nada para reproduzir
game-position-only = este texto é uma posição, não um texto de lances: leia-o com “translate”, “check” ou “diagram”, ou indique os lances que vêm depois dela
input-not-positions = { $format ->
    [csv] esta entrada é um CSV de problemas do lichess, não linhas de posições: “fenlingo sheet” desenha os problemas
   *[pgn] esta entrada é PGN ou texto de lances, não linhas de posições: “fenlingo moves” reproduz as partidas e “fenlingo sheet” as desenha
}
move-stopped = fenlingo: o lance { $number } ({ $side }) não pôde ser lido, e o texto depois dele foi omitido: { $reason }
move-repair-glued-prose = palavras coladas a um lance separadas: “{ $text }”
move-ambiguous-reading = o texto dos lances se lê como várias partidas diferentes:
move-reading = { $names }: { $moves }
move-read-as = lido como { $name } ({ $id })
move-read-as-look-alike = lido como { $name } ({ $id }), com as letras digitadas como letras latinas de mesma forma: { $letters }
move-fen-tag-letters = a tag FEN não está em FEN padrão; lida com as letras em { $name }
move-repair-long-algebraic = notação completa lida como SAN: “{ $text }”
move-repair-dash = caractere parecido com hífen num lance: “{ $text }”
move-repair-castling-zeros = roque escrito com zeros: “{ $text }”
move-repair-capture-sign = sinal de captura diferente de “x”: “{ $text }”
move-repair-captured-piece = peça capturada indicada: “{ $text }”
move-repair-rankless-capture = captura de peão sem a fileira de destino: “{ $text }”
move-repair-look-alike = letra da mesma forma de outro alfabeto: “{ $text }”
move-repair-greek-file = letra de coluna grega: “{ $text }”
move-repair-lowercase-piece = letra de peça minúscula: “{ $text }”
move-repair-promotion = promoção escrita sem “=”: “{ $text }”
move-repair-annotation = sinal de comentário mantido como NAG: “{ $text }”
move-repair-en-passant-mark = “e.p.” removido: “{ $text }”
move-repair-check-sign = sinal de xeque diferente de “+” ou “#”: “{ $text }”
move-repair-figurine = figurino no lugar de letra de peça: “{ $text }”
move-repair-punctuation = pontuação em volta dos lances removida: “{ $text }”
move-repair-move-number = número de lance escrito de outra forma: “{ $text }”
move-repair-dash-between-moves = traço entre lances removido: “{ $text }”
move-repair-prose = texto mantido como comentário: “{ $text }”
move-repair-bracket-variation = colchete lido como variante: “{ $text }”
move-repair-result = resultado escrito de outra forma: “{ $text }”
move-repair-cyrillic-file = letra de coluna em cirílico sérvio: “{ $text }”
move-repair-spaced-move = lance escrito com espaços dentro: “{ $text }”
move-repair-glued-moves = lances escritos sem espaços: “{ $text }”
move-repair-piece-dash = traço entre a peça e a sua casa: “{ $text }”
move-repair-false-check = sinal de xeque num lance que não dá xeque: “{ $text }”
move-repair-false-mate = sinal de mate num lance que não dá mate: “{ $text }”
move-repair-false-capture = sinal de captura num lance que não captura nada: “{ $text }”
move-repair-pawn-letter = letra do peão antes de um lance de peão: “{ $text }”
move-repair-more = e mais { $count } do mesmo tipo
encoding-windows-1252 = não é UTF-8: lido como Windows-1252 (primeiro na linha { $line })
encoding-utf16 = texto UTF-16 ({ $order }) lido
encoding-bom = marca de ordem de bytes removida
detect-also = também se lê como { $names }
text-unterminated-comment = comentário sem o “{"}"}” de fechamento
text-unterminated-variation = variante aberta com “{ $open }” sem o “{ $close }” de fechamento
text-unbalanced-close = “{ $close }” sem um “{ $open }” de abertura
expect-same = a posição reproduzida confere
expect-differs = { $field }: { $replayed }, não { $claimed }
diagram-no-game = não há partida { $game }; o arquivo tem { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
help-moves = Traduz e reproduz texto de lances (SAN, PGN) em qualquer notação
help-moves-text = Texto de lances, como “1. e4 c5 2. Cf3”; ou --input
help-moves-input = Um arquivo PGN (“-” para a entrada padrão)
help-moves-from = Notação dos lances: um identificador de tabela, um arquivo de tabela ou auto
help-moves-to = Notação a escrever: um identificador de tabela ou um arquivo de tabela
help-moves-fens = Mostra a FEN depois de cada lance
help-moves-final-fen = Na saída PGN, escreve a posição final como comentário {"{"}FEN …{"}"} antes do resultado
help-moves-start = Parte desta posição em vez da inicial
help-moves-expect = Compara a posição final com esta FEN, campo a campo
help-moves-keep-going = Diante de um lance com erro, informa-o e segue com a próxima partida
help-moves-output = Grava em FILE (de forma atômica) em vez da saída padrão
help-diagram-pgn = Desenha uma posição de uma partida PGN
help-diagram-game = Que partida de --pgn (1 para a primeira)
help-diagram-ply = A posição depois deste número de meios-lances da partida de --pgn (padrão: o fim)

## Files: an error with its place
error-at-line = { $origin }:{ $line }: { $message }
error-in-file = { $origin }: { $message }

## Sheet templates
template-syntax = { $detail }
template-not-finite = { $key } deve ser um número finito, não { $value }
template-page-size = tamanho de página desconhecido “{ $size }” (A3, A4, A5, Letter, Legal ou LARGURAxALTURA em mm)
template-range = { $key } deve estar entre { $min } e { $max }, não { $value }
template-range-mm = { $key } deve estar entre { $min } e { $max } mm, não { $value }
template-range-points = { $key } deve estar entre { $min } e { $max } pontos, não { $value }
template-theme = tema desconhecido “{ $name }” ({ $names })
template-coords = coords deve ser outside, inside ou none, não “{ $value }”
template-font = a fonte “{ $name }” não é um arquivo de fonte nem uma família de fontes instalada
template-width = a largura do diagrama deve ser positiva, não { $value }
template-width-fit = um diagrama de { $width } mm de largura não cabe na sua célula ({ $cell_width } × { $cell_height } mm com número e legenda); no máximo { $max } mm
template-no-room = os diagramas não cabem na página: menos linhas ou colunas, ou margens menores
template-base-unknown = a base “{ $name }” não é um modelo embutido ({ $names }) nem um arquivo de modelo
template-base-unreadable = não foi possível ler a base “{ $name }”: { $reason }
template-base-depth = os modelos se apoiam uns nos outros em mais de { $max } níveis (em “{ $name }”): as bases formam um ciclo?
template-choice = “{ $key }” é “{ $value }”; valores possíveis: { $choices }

## Notation table files
table-syntax = tabela de notação inválida: { $detail }
table-invalid-tag = “{ $tag }” não é uma etiqueta de idioma BCP 47
table-invalid-id = identificador de tabela inválido “{ $id }”
table-empty-token = um símbolo está vazio ou contém espaços
table-reserved-character = o símbolo “{ $token }” contém “{ $character }”, que tem sentido próprio em FEN ou no texto dos lances
table-duplicate-token = o símbolo “{ $token }” é usado tanto por { $first } quanto por { $second }
table-move-text-clash = o símbolo “{ $token }” seria lido no texto dos lances como letra de coluna
table-invisible-character = o símbolo “{ $token }” contém um caractere invisível ({ $character }), que ninguém conseguiria ver nem digitar
table-no-lowercase = o símbolo “{ $token }” é igual à sua própria minúscula, então as peças pretas seriam lidas como brancas: indique os símbolos das Pretas em [black]

## PNG output
encode-failed = não foi possível gravar a imagem { $format }: { $detail }
encode-not-built = esta compilação do fenlingo não grava imagens { $format }
png-failed = não foi possível rasterizar o diagrama: { $detail }

## Document figures (pandoc-fenlingo, mdbook-fenlingo)
figure-block = bloco { $number }
figure-left-as-code = { $block } continua como bloco de código: “{ $first }”
figure-unknown-attribute = atributo desconhecido “{ $name }”; atributos: { $names }
figure-bad-value = valor inválido “{ $value }” para { $attribute }; use um de: { $values }
figure-bad-number = “{ $value }” para { $attribute } não é um número
figure-empty = o bloco não contém nenhuma posição
figure-many = o bloco contém { $count } posições; escreva uma por bloco
figure-image = não foi possível gravar a figura: { $reason }
figure-write = não foi possível gravar a figura em { $path }: { $reason }
figure-controls-removed = caracteres de controle omitidos dos atributos e da legenda: { $chars }
figure-dir-outside = a pasta “{ $dir }” que o documento indica para suas figuras não fica dentro da pasta de trabalho; as figuras vão para “{ $default }” (defina { $variable } para escolher outra pasta)

## Usage errors and help annotations
help-color = Quando colorir os diagnósticos: auto (num terminal, a menos que NO_COLOR esteja definida), always (sempre) ou never (nunca)
help-encoding = Codificação da entrada: auto (uma marca de ordem de bytes, senão UTF-8, senão Windows-1252), utf-8, utf-16 (na ordem da marca de ordem de bytes, senão little-endian), utf-16le, utf-16be ou windows-1252
help-default-value = padrão
help-possible-values = valores possíveis
usage-quoted = “{ $text }”
usage-split-position = a posição foi dada como { $count } argumentos; ponha-a entre aspas: { $command }
usage-unknown-command = comando desconhecido { $name }
usage-unknown-argument = argumento inesperado { $arg }
usage-value-required = { $arg } precisa de um valor, e nenhum foi dado
usage-invalid-value = valor { $value } inválido para { $arg }
usage-missing-argument = faltam os seguintes argumentos obrigatórios: { $arg }
usage-conflict = o argumento { $arg } não pode ser usado com { $other }
usage-no-equals = é preciso um sinal de igual para atribuir valores a { $arg }
usage-value-count = número errado de valores para { $arg }
usage-missing-command = é preciso um comando, e nenhum foi dado
usage-invalid-utf8 = um ou mais argumentos contêm UTF-8 inválido
usage-tip = dica
usage-did-you-mean = existe um parecido: { $suggestion }
usage-more-help = Para mais informações, tente { $help }.

## What a TOML file (template or table) gets wrong
toml-unknown-field = chave desconhecida “{ $field }”; esperava-se uma de: { $expected }
toml-unknown-variant = valor desconhecido “{ $value }”; esperava-se { $expected }
toml-missing-field = chave ausente “{ $field }”
toml-invalid-type = tipo errado: { $found }, esperava-se { $expected }
toml-invalid-value = valor errado: { $found }, esperava-se { $expected }
toml-other = { $detail }

# Piece sets (--pieces, pieces=).
help-diagram-pieces = Conjunto de peças: noto, dejavu (embutido), uma pasta de peças SVG com os nomes do lichess (wK.svg … bP.svg), um arquivo de fonte de xadrez ou o nome da família de uma fonte instalada
help-sheet-pieces = Conjunto de peças dos diagramas: noto, dejavu, uma pasta de peças SVG, um arquivo de fonte de xadrez ou uma fonte instalada; se omitido, o do modelo
pieces-not-found = nenhum conjunto de peças “{ $name }”: não é noto/dejavu, nem uma pasta, nem um arquivo de fonte, nem uma fonte instalada
pieces-unreadable = não é possível ler “{ $path }”: { $error }
pieces-missing-files = faltam na pasta de peças “{ $folder }”: { $missing }
pieces-bad-svg = “{ $file }” não é uma imagem SVG
pieces-bad-font = “{ $file }” não é uma fonte TrueType nem OpenType
pieces-no-pieces = a fonte “{ $font }” não tem peças de xadrez; faltam: { $missing }
pieces-unsupported = “{ $name }”: esta versão não lê conjuntos de peças de arquivos

glyphs-captions-english = nenhuma fonte instalada tem glifos da escrita “{ $script }”; as legendas ficam em inglês (instale uma fonte que os tenha: no Debian ou Ubuntu, o pacote { $package }; ou indique uma pasta de fontes em FENLINGO_FONT_DIRS)
glyphs-undrawn = nenhuma fonte instalada tem glifos para estes caracteres do texto dado ({ $chars }); cada um é desenhado como “?” (instale uma fonte que os tenha ou indique uma pasta de fontes em FENLINGO_FONT_DIRS)
script-han = han (chinês/japonês)
script-kana = kana japonês
script-hangul = hangul (coreano)
script-devanagari = devanágari
script-bengali = bengali
script-thai = tailandês
script-other = caractere { $code }

# A function given one position or game (the Python module).
text-many-items = o texto contém { $count } posições ou partidas; dê uma de cada vez

## fenlingo serve
help-moves-json = Um objeto JSON por partida: o texto dos lances, a FEN final, as tabelas, os reparos e os erros
help-serve = Serve imagens de tabuleiro e traduções por HTTP
help-serve-listen = Endereço e porta em que escutar, ou o caminho de um socket Unix
help-serve-workers = Threads que atendem pedidos (padrão: uma por núcleo)
help-serve-cache-size = Memória para as respostas recentes, como 64M (0: sem cache)
help-serve-max-requests = Pedidos atendidos ao mesmo tempo; os outros esperam
help-serve-timeout = Segundos que um pedido pode esperar e levar
help-serve-header-timeout = Segundos que um cliente pode levar para enviar os cabeçalhos do pedido
help-serve-max-size = A figura mais larga desenhada, em pixels (de 16 a 8192)
help-serve-quiet = Sem registro de acessos na saída de erro
help-serve-pieces = Um conjunto de peças que as consultas podem indicar com pieces= (uma pasta de peças SVG, um arquivo de fonte de xadrez ou uma fonte instalada; repetível)
serve-listening = escutando em { $address }
serve-bind = não é possível escutar em “{ $address }”: { $reason }
serve-bad-setting = valor inválido “{ $value }” para { $option }
serve-query-too-long = a consulta tem { $size } bytes; são lidos no máximo { $max }
serve-bad-encoding = o parâmetro “{ $name }” não é UTF-8 depois de decodificado
serve-missing = falta o parâmetro “{ $name }”
serve-bad-size = valor inválido “{ $value }” para { $name }: uma largura de 16 a { $max } pixels
serve-bad-input = { $name }: { $reason }
serve-not-found = nada é servido em “{ $path }”
serve-method = só se responde a GET e HEAD
serve-busy = pedidos demais ao mesmo tempo; tente de novo em instantes
serve-timeout = a resposta demorou demais
serve-index-intro = Diagramas de xadrez e traduções de posições em qualquer notação, com legenda no idioma do leitor.
serve-index-images = um diagrama da posição “fen” (qualquer notação), com os parâmetros do web-boardimage e as opções de diagrama do fenlingo
serve-index-translate = a posição em outra notação, em JSON
serve-index-moves = o texto dos lances reproduzido e escrito em outra notação, em JSON
serve-index-health = responde 200 enquanto o serviço funciona

## Tables named in messages ("read as …", the readings of an ambiguous text),
## in this language: the language names of Unicode CLDR 49 (as Babel 2.19
## gives them); the few CLDR lacks or that need a qualifier are composed
## from its parts, and say so.
table-af = africâner
table-az = azerbaijano
table-be = bielorrusso
table-be-tarask = bielorrusso (ortografia taraskievica)
table-bg = búlgaro
table-bn = bengali
table-ca = catalão
table-cs = tcheco
table-da = dinamarquês
table-de = alemão
table-el = grego
table-en = inglês
table-eo = esperanto
table-es = espanhol
table-et = estoniano
table-eu = basco
table-fa = persa
table-fi = finlandês
# composed: the page's word for figurines
table-figurine = figurinas
table-fr = francês
table-gl = galego
table-gsw = alemão (Suíça)
table-he = hebraico
table-hi = hindi
table-hr = croata
table-hu = húngaro
table-id = indonésio
table-is = islandês
table-it = italiano
table-ja = japonês
table-ka = georgiano
table-ko = coreano
table-lb = luxemburguês
table-lt = lituano
table-lv = letão
table-mn = mongol
table-nb = bokmål norueguês
table-nl = holandês
table-nn = nynorsk norueguês
# composed: not in CLDR for this language
table-pl = polonês
# composed: the page's word for problem chess
table-problem = problemas de xadrez
table-pt = português
table-ro = romeno
table-ru = russo
table-sk = eslovaco
table-sl = esloveno
table-sq = albanês
table-sr-Cyrl = sérvio (cirílico)
table-sr-Latn = sérvio (latim)
table-sv = sueco
table-tr = turco
table-uk = ucraniano
table-vi = vietnamita
table-zh = chinês
# composed: CLDR's Chinese with the word for Chinese characters
table-zh-Hani = chinês (caracteres chineses)
