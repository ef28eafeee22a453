# Portuguese — the words of the fenlingo page (web/).

web-title = fenlingo
web-tagline = Posições e lances de xadrez nas letras de qualquer idioma: cole, leia, desenhe, baixe.
web-page-language = Idioma da página
web-tab-position = Posição e lances
web-tab-sheet = Folha de exercícios
web-input = Posição (FEN ou EPD) ou texto de lances, em qualquer notação
web-input-hint = Lido enquanto você digita. Espanhol, russo, alemão, figurinos… são reconhecidos.
web-letters = Letras
web-letters-auto = Detectar
web-detected = Lido como
web-choose = O texto se lê de várias formas; escolha a pretendida:
web-standard = FEN padrão
web-copy = Copiar
web-copied = Copiado
web-translated = Nas letras de
web-problems = Problemas
web-no-problems = Nenhum problema: a posição é legal.
web-options = Opções do diagrama
web-theme = Tema
web-theme-screen = Madeira
web-theme-print = Impressão (hachurado)
web-theme-blue = Azul
web-pieces = Peças
web-pieces-dejavu = DejaVu (embutidas)
web-pieces-file = Arquivo de fonte de xadrez
web-orientation = Orientação
web-orientation-white = Brancas embaixo
web-orientation-black = Pretas embaixo
web-orientation-auto = Lado que joga embaixo
web-coords = Coordenadas
web-coords-outside = Fora
web-coords-inside = Dentro
web-coords-none = Nenhuma
web-caption = Legenda
web-caption-auto = Lado que joga
web-caption-none = Nenhuma
web-caption-custom = Texto próprio
web-caption-text = Texto da legenda ({"{"}side{"}"}, {"{"}fen{"}"})
web-size = Tamanho (pixels)
web-mark = Marcas com clique
web-mark-fill = Casa
web-mark-circle = Círculo
web-mark-cross = Cruz
web-color = Cor
web-color-green = Verde
web-color-red = Vermelho
web-color-yellow = Amarelo
web-color-blue = Azul
web-clear = Apagar marcas e setas
web-board-help = Clique numa casa para marcá-la; arraste de uma casa a outra para uma seta. Pelo teclado: as setas movem, Espaço marca, A começa e termina uma seta.
web-board-label = Diagrama de xadrez
web-moves = Lances
web-move-first = Primeira posição
web-move-prev = Lance anterior
web-move-next = Próximo lance
web-move-last = Última posição
web-move-start = Início
web-move-text = Texto dos lances nas letras de
web-download = Baixar
web-download-svg = SVG
web-download-png = PNG
web-download-pdf = PDF
web-sheet-intro = Muitos diagramas em páginas para imprimir, numerados, com as soluções no final: o mesmo PDF do comando “fenlingo sheet”.
web-sheet-input = Posições ou partidas: uma FEN/EPD por linha, PGN ou um CSV de exercícios do lichess
web-sheet-file = Ou abra um arquivo (.fen, .epd, .pgn, .csv); você também pode soltá-lo na caixa de texto
web-sheet-format = Formato
web-sheet-format-auto = Pelo texto ou pelo nome do arquivo
web-template = Layout da página
web-sheet-title = Título
web-sheet-language = Idioma das legendas e das soluções
web-download-sheet = Baixar a folha (PDF)
web-sheet-count = { $count ->
    [one] Um diagrama
   *[other] { $count } diagramas
} em { $pages ->
    [one] uma página
   *[other] { $pages } páginas
}, com as soluções.
web-sheet-empty = Ainda nenhum diagrama.
web-sheet-file-loaded = Arquivo: { $name }
web-version = fenlingo { $version }
web-offline = Tudo roda nesta página: nada é enviado para lugar nenhum.

# The sheet's options, as `fenlingo sheet` has them; a file read in a worker; the licence.
web-sheet-from = Notação da entrada
web-sheet-orientation-template = Como diz o layout
web-sheet-setup-move = Mostrar o lance que leva a cada problema
web-sheet-no-answers = Sem soluções
web-sheet-figurines = Soluções com figurinas (♖e8+)
web-sheet-puzzles = Problemas do lichess (CSV)
web-sheet-themes = Temas (separados por vírgulas)
web-sheet-rating = Rating (MÍN-MÁX)
web-sheet-popularity = Popularidade mínima (-100 a 100)
web-sheet-limit = No máximo (problemas)
web-sheet-sort = Ordem
web-sheet-sort-file = Como no arquivo
web-sheet-sort-rating = Por rating
web-sheet-sort-popularity = Por popularidade
web-sheet-sort-id = Por id
web-sheet-sort-random = Ao acaso
web-sheet-seed = Semente da ordem ao acaso
web-sheet-reading = Lendo { $name }: { $percent } %
web-sheet-at = Linha { $line }
web-licence = Licença: MIT OR Apache-2.0
