# As palavras do spiderette-widget em português europeu.
#
# Fluent (https://projectfluent.org): docs/translating.md says how to add or correct a language.
# A count chooses its form with the language's CLDR plural categories, { $n -> [one] ... *[other] ... };
# a card, { $card }, selects on what it is: [queen], [jack], [group] (several cards), [none] (only counted).
# An identifier's "--" stands for the code's "." (rule--lift-one-suit is the code's rule.lift-one-suit).


## Cards

card--rank-letter = { $rank ->
        [1] A
        [11] V
        [12] D
        [13] R
       *[other] { $rank }
    }
card--rank-name = { $rank ->
        [1] ás
        [11] valete
        [12] dama
        [13] rei
       *[other] { $rank }
    }
card--suit-name = { $suit ->
        [S] espadas
        [H] copas
        [D] ouros
       *[C] paus
    }
card--any-rank = { $rank ->
        [2] qualquer 2
        [3] qualquer 3
        [4] qualquer 4
        [5] qualquer 5
        [6] qualquer 6
        [7] qualquer 7
        [8] qualquer 8
        [9] qualquer 9
        [10] qualquer 10
        [11] qualquer valete
        [12] qualquer dama
       *[13] qualquer rei
    }
card--name = { $rank } de { $suit }

## Pieces of sentences

word--and = { " " }e{ " " }
word--cards = { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    }

## The spoken description of a position (Game.describe)

describe--stock = Monte: { $n } { $n ->
        [one] carta
       *[other] cartas
    }, { $deals } { $deals ->
        [one] distribuição restante
       *[other] distribuições restantes
    }
describe--stock_empty = Monte: vazio
describe--removed = { $n } { $n ->
        [one] sequência retirada
       *[other] sequências retiradas
    }
describe--removed_none = nenhuma sequência retirada
describe--column = coluna { $column }: { $hidden } { $seed ->
        [one] carta oculta, seguida
       *[other] cartas ocultas, seguidas
    } de { $names }
describe--column_empty = coluna { $column }: vazia

## Rule reminders: a refused move quotes its rule (IllegalMove.rule)

rule--lift-one-suit = Não se pode mover { $group ->
        [group] o grupo { $group }
        [queen] a { $group }
        [none] { $group }
       *[other] o { $group }
    } em conjunto: um grupo só pode ser movido se for de um único naipe, e { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } é de outro naipe.
rule--lift-descending = Não se pode mover { $group ->
        [group] o grupo { $group }
        [queen] a { $group }
        [none] { $group }
       *[other] o { $group }
    } em conjunto: os valores de um grupo têm de ser consecutivos por ordem decrescente, e { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } não vem logo a seguir { $above ->
        [group] ao grupo { $above }
        [queen] à { $above }
        [none] { $above }
       *[other] ao { $above }
    }.
rule--lift-face-down = A coluna { $column } só tem { $up } { $up ->
        [one] carta visível
       *[other] cartas visíveis
    }: não se podem mover cartas ocultas.
rule--place-one-higher = Não se pode colocar { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } sobre { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    }: uma carta só se coloca sobre outra de valor imediatamente superior, independentemente do naipe.
rule--nothing-on-ace = Não se pode colocar { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } sobre { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    }: o ás é a carta de menor valor e não se coloca nada sobre um ás.
rule--king-only-to-empty = Não se pode colocar { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } sobre { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    }: o rei é a carta de maior valor e só pode ir para uma coluna vazia.
rule--no-wrap-around = Não se pode colocar { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } sobre { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    }: o ás é a carta de menor valor e não vem a seguir ao rei.
rule--deal-empty-column = Não se pode distribuir enquanto houver uma coluna vazia: coloque primeiro uma carta { $columns ->
        [one] na coluna
       *[other] em cada uma das colunas
    } { $columns }.
rule--stock-empty = O monte está vazio: não há mais nada para distribuir.
rule--same-column = As cartas já estão na coluna { $column }.
rule--empty-source = A coluna { $column } está vazia: não há nada para mover.
rule--no-such-column = Não existe a coluna { $column }: as colunas vão de 1 a { $columns }.
rule--bad-count = { $count } não é um número de cartas: mova pelo menos 1.
rule--nothing-to-undo = Não há nada para anular.
rule--undo-limit = Só se { $limit ->
        [one] pode anular a última ação
       *[other] podem anular as últimas { $limit } ações
    }.
rule--nothing-to-redo = Não há nada para refazer.
rule--undo-off = Nesta partida não se pode anular: cada jogada e cada distribuição são definitivas.
rule--undo-barrier-deal = Nesta partida não se pode anular uma distribuição: só se anula até à última distribuição ou à última sequência retirada.
rule--undo-barrier-run = Nesta partida não se pode anular a jogada que retirou uma sequência: só se anula até à última distribuição ou à última sequência retirada.

## Hints: why a move is suggested (Hint.reason)

hint--completes-run = completa uma sequência na coluna { $column }
hint--turns-up = vira uma carta na coluna { $column }
hint--empties-column = esvazia a coluna { $column }
hint--builds-in-suit = coloca { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } sobre { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    }, do mesmo naipe
hint--wins = começa uma linha vencedora de { $steps } { $steps ->
        [one] jogada
       *[other] jogadas
    }
hint--arranges = coloca { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } sobre { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    } antes da próxima distribuição, para ficarem menos cartas fora de ordem
hint--fills-column = ocupa a coluna { $column } para se poder distribuir
hint--prepares-turn-up = a primeira de { $steps } { $steps ->
        [one] jogada
       *[other] jogadas
    } para virar uma carta na coluna { $column }
hint--prepares-run = a primeira de { $steps } { $steps ->
        [one] jogada
       *[other] jogadas
    } para completar uma sequência na coluna { $column }

## plan

plan--then-turn-up = , para virar uma carta na coluna { $goal_column }
plan--then-run = , para completar uma sequência na coluna { $goal_column }
plan--together = , sem separar { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    }
plan--odds = ; { $chance }

## exercise

exercise--goal-play = Mova { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    } da coluna { $src } para a coluna { $dst }.
exercise--goal-play-deal = Distribua uma nova fila de cartas do monte.
exercise--goal-only-turns-up = Encontre a única jogada que vira uma carta.
exercise--goal-only-empties-column = Encontre a única jogada que esvazia uma coluna.
exercise--goal-only-completes-run = Encontre a única jogada que completa uma sequência.
exercise--goal-only-builds-in-suit = Encontre a única jogada que coloca uma carta sobre a carta imediatamente superior do mesmo naipe.
exercise--goal-turn-up = Vire a carta oculta da coluna { $column }{ $within }.
exercise--goal-empty-column = Esvazie a coluna { $column }{ $within }.
exercise--goal-empty-any = Esvazie uma coluna{ $within }.
exercise--goal-remove-run = Retire uma sequência completa (do rei ao ás do mesmo naipe){ $within }.
exercise--goal-win = Ganhe a partida a partir daqui{ $within }.
exercise--goal-allowed = Esta jogada será permitida: { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    } da coluna { $src } para a coluna { $dst }? Responda sim ou não.
exercise--goal-allowed-deal = Será permitido distribuir agora? Responda sim ou não.
exercise--goal-score-after = Qual será a pontuação depois { $n ->
        [one] desta jogada
       *[other] destas jogadas
    }: { $moves }?
exercise--goal-which-rule = Que regra recusa esta jogada: { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    } da coluna { $src } para a coluna { $dst }?
exercise--goal-which-rule-deal = Que regra impede distribuir agora?
exercise--step = da coluna { $src } para a { $dst } ({ $cards })
exercise--step-deal = distribuir
exercise--yes = Sim
exercise--no = Não
exercise--right = Certo.
exercise--open = Ainda não.
exercise--open-left = Ainda não: { $n ->
        [one] resta 1 jogada
       *[other] restam { $n } jogadas
    }.
exercise--lost-no-moves = O objetivo já não pode ser cumprido: não restam jogadas. Carregue em «Repetir» para tentar de novo.
exercise--lost-no-way = O objetivo já não pode ser cumprido com as jogadas que restam. Carregue em «Repetir» para tentar de novo.
exercise--lost-wrong-move = Não é essa a jogada pedida: o objetivo já não pode ser cumprido. Carregue em «Repetir» para tentar de novo.
exercise--lost-stuck = Já nenhuma jogada ajuda: o objetivo já não pode ser cumprido. Carregue em «Repetir» para tentar de novo.
exercise--lost-predicate = O objetivo já não pode ser cumprido. Carregue em «Repetir» para tentar de novo.
exercise--wrong-retry = Não é bem isso. { $why }Tente de novo: { $n ->
        [one] resta 1 tentativa
       *[other] restam { $n } tentativas
    }.
exercise--wrong-lost = Não é bem isso. { $why }Já não restam tentativas: «Mostrar» dá a resposta; «Repetir» permite tentar de novo.
exercise--wrong-told = Não é bem isso. { $why }«Repetir» permite tentar de novo.
exercise--missed-turns-up = A jogada da coluna { $src } para a coluna { $dst } não vira nenhuma carta.
exercise--missed-empties-column = A jogada da coluna { $src } para a coluna { $dst } deixa cartas na coluna { $src }.
exercise--missed-completes-run = A jogada da coluna { $src } para a coluna { $dst } não completa nenhuma sequência.
exercise--missed-builds-in-suit = A jogada da coluna { $src } para a coluna { $dst } não coloca nenhuma carta sobre a carta imediatamente superior do mesmo naipe.
exercise--over-met = O objetivo está cumprido. Carregue em «Repetir» para jogar de novo.
exercise--over-lost = O objetivo já não pode ser cumprido. Carregue em «Repetir» para tentar de novo.
exercise--question-only = Este exercício faz uma pergunta: responda-lhe; o tabuleiro serve para observar.
exercise--board-only = Este exercício joga-se no tabuleiro: pede jogadas, não uma resposta.
exercise--reset = De volta ao início.
exercise--shown-line = A resposta: { $line }.
exercise--shown-value = A resposta: { $value }
exercise--shown-none = Não foi encontrada uma resposta dentro do limite da pesquisa.
exercise--allowed = A jogada é permitida: { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    } tem o valor imediatamente superior { $card ->
        [group] ao grupo { $card }
        [queen] à { $card }
        [none] { $card }
       *[other] ao { $card }
    }.
exercise--allowed-empty = A jogada é permitida: a coluna { $dst } está vazia, e para lá pode ir qualquer carta ou grupo de um só naipe.
exercise--allowed-deal = A distribuição é permitida: o monte tem cartas e nenhuma coluna está vazia.
exercise--kept = Não é essa a regra que recusa esta jogada: { $why }
exercise--keeps--lift-one-suit = { $n ->
        [one] move uma só carta, { $card ->
                [group] o grupo { $card }
                [queen] a { $card }
                [none] { $card }
               *[other] o { $card }
            }
       *[other] as cartas { $cards } são todas do mesmo naipe
    }.
exercise--keeps--lift-descending = { $n ->
        [one] move uma só carta, { $card ->
                [group] o grupo { $card }
                [queen] a { $card }
                [none] { $card }
               *[other] o { $card }
            }
       *[other] as cartas { $cards } descem um valor de cada vez
    }.
exercise--keeps--lift-face-down = só move cartas visíveis.
exercise--keeps--place-one-higher = { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    } tem o valor imediatamente superior { $card ->
        [group] ao grupo { $card }
        [queen] à { $card }
        [none] a { $card }
       *[other] ao { $card }
    }.
exercise--keeps--nothing-on-ace = { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    }, a carta sobre a qual iria, não é um ás.
exercise--keeps--king-only-to-empty = { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } não é um rei.
exercise--keeps--no-wrap-around = não põe um ás sobre um rei.
exercise--keeps--deal-empty-column = essa regra é sobre distribuir, e isto é uma jogada.
exercise--keeps-empty = a coluna { $dst } está vazia, e qualquer carta pode ir para uma coluna vazia.
exercise--keeps-deal = uma distribuição não move cartas de uma coluna para outra.
exercise--too-high = É demasiado alto.
exercise--too-low = É demasiado baixo.
exercise--score-why = { $start } no início{ $parts } = { $score }.
exercise--score-actions = jogadas e distribuições
exercise--score-runs = sequências retiradas
exercise--score-turned = cartas viradas
exercise--nudge-turn-up = Uma carta oculta vira-se quando todas as cartas visíveis por cima dela saem da coluna { $column }: para onde podem ir?
exercise--nudge-empty-column = Todas as cartas da coluna { $column } têm de ir para algum lado: que colunas as podem receber?
exercise--nudge-empty-any = Procure uma coluna sem cartas ocultas e com poucas cartas: para onde podem ir?
exercise--nudge-remove-run = Uma sequência sai da mesa quando as cartas do rei ao ás do mesmo naipe estão numa só coluna: que sequência está quase completa?
exercise--nudge-win = Vire as cartas ocultas, junte cartas do mesmo naipe e mantenha uma coluna vazia quando puder.
exercise--nudge-play = Arraste as cartas da coluna { $src } e largue-as na coluna { $dst }.
exercise--nudge-only-turns-up = Que colunas têm cartas ocultas, e todas as cartas visíveis por cima delas podem sair?
exercise--nudge-only-empties-column = Que coluna não tem cartas ocultas, e para onde podem ir as suas cartas?
exercise--nudge-only-completes-run = Procure um grupo do mesmo naipe que comece no rei: que cartas lhe faltam?
exercise--nudge-only-builds-in-suit = Compare os naipes: que carta é imediatamente inferior a uma carta do mesmo naipe no fim de outra coluna?
exercise--nudge-move-onto = { $card ->
        [group] O grupo { $card }
        [queen] A { $card }
        [none] { $card }
       *[other] O { $card }
    } iria para a coluna { $dst }, sobre { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    }: que valor tem de ter uma carta para receber { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    }?
exercise--nudge-group-onto = Leia o grupo { $cards } de cima para baixo: um único naipe, valores a descer um a um? Depois olhe para { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    }, a carta sobre a qual iria.
exercise--nudge-move-empty = A jogada vai para a coluna { $dst }, que está vazia: o que pode ir para uma coluna vazia?
exercise--nudge-choice = Compare cada opção com o tabuleiro antes de responder: qual delas corresponde a esta posição?
exercise--nudge-deal-rules = Olhe para o monte e para todas as colunas: alguma está vazia?
exercise--nudge-score = Na pontuação { $profile }, a partida começa com { $start }; uma jogada ou distribuição conta { $action }, uma sequência retirada { $run }, uma carta virada { $turned }.
exercise--nudge-start = Comece pela coluna { $src }.
exercise--nudge-start-deal = Comece por distribuir.
exercise--nudge-move = Mova { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    } da coluna { $src } para a coluna { $dst }.
exercise--nudge-deal = Distribua do monte.
exercise--nudge-over = Carregue em «Repetir» para tentar de novo.
exercise--why-steps = O caminho mais curto tem { $n } { $n ->
        [one] jogada
       *[other] jogadas
    }: { $steps }.
exercise--why-win-steps = Uma linha vencedora de { $n } { $n ->
        [one] jogada
       *[other] jogadas
    }: { $steps }.
exercise--why-turn-up = Todas as cartas visíveis da coluna { $column } têm de sair antes de a carta oculta se virar.
exercise--why-empty-column = Uma coluna fica vazia quando todas as suas cartas passam para outras colunas.
exercise--why-remove-run = Uma sequência sai da mesa assim que as cartas do rei ao ás do mesmo naipe ficam juntas no fim de uma coluna.
exercise--why-win = A pesquisa encontrou esta linha: vira todas as cartas e retira todas as sequências.
exercise--why-only-turns-up = Só esta jogada tira todas as cartas visíveis de cima de uma carta oculta.
exercise--why-only-empties-column = Só esta jogada tira as últimas cartas de uma coluna.
exercise--why-only-completes-run = Só esta jogada junta as cartas do rei ao ás do mesmo naipe.
exercise--why-only-builds-in-suit = Só esta carta pode ir sobre a carta imediatamente superior do mesmo naipe.
exercise--why-group = Um grupo de um único naipe move-se de uma só vez.
exercise--why-empty = Uma coluna vazia aceita qualquer carta ou grupo, não apenas um rei.
exercise--why-deal = Uma distribuição traz cartas novas para todas as colunas.
exercise--within = { " " }em { $n } { $n ->
        [one] jogada
       *[other] jogadas
    }, no máximo
exercise--met = Objetivo cumprido em { $n } { $n ->
        [one] jogada
       *[other] jogadas
    }.
exercise--met-after-shown = Como a resposta já tinha sido mostrada, não conta como resolvido.
exercise--cards = { $n } { $n ->
        [one] carta
       *[other] cartas
    }
exercise--locked-lesson = Modo de aula: o tabuleiro fica na partida da aula.
exercise--locked-exercise = Durante um exercício, o tabuleiro fica na posição do exercício: «Repetir» volta ao início do exercício.
exercise--no-redo = Um exercício não tem Refazer: faça a jogada de novo.
exercise--hint-off = Modo de aula: sem pistas.

## answer

answer--option = { $value } não é uma das opções: responda com o número de uma opção, de 1 a { $n }, ou com o seu texto.
answer--whole-number = { $value } não é um número inteiro: responda com um número inteiro.
answer--points = { $value } não é um número inteiro: responda com a pontuação, um número inteiro de pontos.

## The board's status line

status--teacher_option = Durante uma aula ou um exercício, só o código do professor altera { $field }.

## exercise

exercise--last = Este foi o último exercício.
exercise--level-done = Este foi o último problema do nível { $level }: { $solved } de { $n } resolvidos.
exercise--set-done = Este foi o último exercício: { $solved } de { $n } resolvidos.
exercise--next-one = Exercício { $i } de { $n }: { $goal }
exercise--label--reset = Repetir
exercise--label--show = Mostrar
exercise--label--next = Exercício seguinte
exercise--label--tries = Tentativas: { $n }
exercise--label--hints = Pistas: { $n }
exercise--label--goal = Objetivo
exercise--label--answer = Responder
exercise--label--of = Exercício { $i } de { $n }
exercise--label--open = Em curso
exercise--label--met = Objetivo cumprido
exercise--label--lost = Já não pode ser cumprido
exercise--label--wrong = Resposta errada
exercise--label--shown = Resposta mostrada
exercise--label--number = A sua resposta
exercise--label--levels = Nível
exercise--label--pick = Exercício
exercise--label--pick_puzzle = Problema
exercise--label--level = Nível { $n }
exercise--wrong-lost-code = Não é bem isso. { $why }Já não restam tentativas: show() dá a resposta; reset() permite tentar de novo.
exercise--wrong-told-code = Não é bem isso. { $why }reset() permite tentar de novo.
exercise--lost-no-moves-code = O objetivo já não pode ser cumprido: não restam jogadas. reset() permite tentar de novo.
exercise--lost-no-way-code = O objetivo já não pode ser cumprido com as jogadas que restam. reset() permite tentar de novo.
exercise--lost-wrong-move-code = Não é essa a jogada pedida: o objetivo já não pode ser cumprido. reset() permite tentar de novo.
exercise--lost-stuck-code = Já nenhuma jogada ajuda: o objetivo já não pode ser cumprido. reset() permite tentar de novo.
exercise--lost-predicate-code = O objetivo já não pode ser cumprido. reset() permite tentar de novo.
exercise--over-met-code = O objetivo está cumprido. reset() permite jogar de novo.
exercise--over-lost-code = O objetivo já não pode ser cumprido. reset() permite tentar de novo.
exercise--nudge-over-code = reset() permite tentar de novo.
exercise--slip-unquoted = play() recebeu { $value }, não uma jogada: sem aspas, o Python lê 1>2 como uma comparação. Escreva a jogada entre aspas: play("1>2").
exercise--slip-type = play() recebeu { $value }, não uma jogada: escreva a jogada entre aspas, como play("1>2") (da coluna 1 para a coluna 2) ou play("deal").
exercise--slip-text = «{ $text }» não é uma jogada válida: escreva-a como "1>2" (da coluna 1 para a coluna 2), { $cards_typed } (uma carta sobre outra) ou "deal".
exercise--slip-no-card = { $card ->
        [group] O grupo { $card }
        [queen] A { $card }
        [none] { $card }
       *[other] O { $card }
    } não é uma carta visível que possa mover aqui: indique uma que esteja à vista, ou escreva as colunas, como "1>2".
exercise--slip-no-target = Nenhuma coluna tem { $card ->
        [group] o grupo { $card }
        [queen] a { $card }
        [none] { $card }
       *[other] o { $card }
    } no fim: indique a última carta de uma coluna, ou o número da coluna, como "1>2".
# Uma jogada escrita numa célula de código, ex.play("..."): see en.ftl.
typed--joining = de da do para sobre em na no coluna mover a o
typed--deal = distribuir distribua distribui
typed--example-columns = da coluna 1 para a coluna 2
typed--example-cards = o 9♥ sobre o 10♠
typed--example-card-to-column = mover o 9♥ para a coluna 2
exercise--how-to-answer = A partir de uma célula de código: .answer("{ $first }") ou o número da opção, .answer(1) (o texto entre aspas).
exercise--how-to-answer-number = A partir de uma célula de código: .answer(…) com o número, por exemplo .answer(500).

## rule-title

rule-title--lift-one-suit = Um grupo só pode ser movido se for de um único naipe.
rule-title--lift-descending = Os valores de um grupo têm de descer um a um.
rule-title--place-one-higher = Uma carta só se coloca sobre uma carta de valor imediatamente superior.
rule-title--nothing-on-ace = Não se pode colocar nada sobre um ás.
rule-title--king-only-to-empty = Um rei só pode ir para uma coluna vazia.
rule-title--no-wrap-around = O ás é a carta de menor valor e não vem a seguir ao rei: um ás nunca vai sobre um rei.
rule-title--lift-face-down = Não se podem mover cartas ocultas.
rule-title--deal-empty-column = O monte não distribui enquanto houver uma coluna vazia.

## The board's status line

status--moved = { $cards } da coluna { $src } para a coluna { $dst }.
status--turned = Na coluna { $n } virou-se { $cards }.
status--run = Sequência de { $suit } retirada!
status--dealt = { $n ->
        [one] Foi distribuída 1 carta
       *[other] Foram distribuídas { $n } cartas
    }.
status--undone_move = Jogada anulada: { $cards } de volta à coluna { $src }.
status--undone_deal = Distribuição anulada: as cartas distribuídas voltaram ao monte.
status--redone = Refeito.
status--new = Nova partida { $code }.
status--restart = De volta ao início desta partida.
status--new_undo = «Anular» traz de volta a partida anterior.
status--undone_new = Nova partida anulada: de volta à partida { $code }.
status--undone_new_position = Anulado: de volta à posição anterior.
status--new_hidden = Nova partida.
status--new_position = Nova posição.
status--won = Ganhou! Pontuação: { $score }, jogadas: { $moves }.
status--stuck = Já nenhuma jogada ajuda: anule a última jogada ou comece uma nova partida.
status--hint = Pista: { $cards } da coluna { $src } para a coluna { $dst }.
status--hint_why = Pista: { $cards } da coluna { $src } para a coluna { $dst } ({ $why }).
status--no_hint = Não há nenhuma jogada útil a sugerir.
status--no_hint_deal = Não há nenhuma jogada útil a sugerir: pode distribuir as cartas do monte.
status--hints_off = As pistas estão desativadas neste tabuleiro.
status--hints_unavailable = As pistas não estão disponíveis nesta instalação.
status--stale = O tabuleiro mudou antes de esta ação chegar: nada foi feito.
status--bad_message = Pedido recusado: a mensagem não é um objeto JSON.
status--bad_type = Pedido recusado: tipo de pedido desconhecido { $field }.
status--bad_missing = Pedido recusado: falta o campo { $field }.
status--bad_extra = Pedido recusado: campo inesperado { $field }.
status--bad_number = Pedido recusado: { $field } tem de ser um número inteiro de { $lo } a { $hi }.
status--bad_suits = Pedido recusado: o número de naipes tem de ser 1, 2 ou 4.
status--bad_rev = Pedido recusado: rev tem de ser um número inteiro.
status--bad_setting = A definição { $field } foi recusada: mantém o valor anterior.
status--review_start = A rever a partida ({ $n } { $n ->
        [one] jogada
       *[other] jogadas
    })…
status--review_running = A rever a partida… { $i } de { $n } posições avaliadas
status--review_done = A revisão está pronta: { $n ->
        [0] nenhuma jogada custou caro
        [one] { $n } jogada custou caro
       *[other] { $n } jogadas custaram caro
    }.
status--review_failed = Não foi possível acabar a revisão.
status--review_closed = Revisão fechada.
status--review_nothing = Ainda não há nada para rever: faça primeiro uma jogada.
status--solve_start = A procurar uma linha vencedora (até { $s } s)…
status--solve_running = A procurar… { $n } { $n ->
        [one] posição analisada
       *[other] posições analisadas
    }
status--solve_win = Esta partida pode ser ganha: uma linha vencedora de { $n } { $n ->
        [one] passo
       *[other] passos
    }.
status--solve_replay = «Próximo passo» joga-a um passo de cada vez.
status--solve_no_win = Esta partida não pode ser ganha a partir daqui.
status--solve_time = Sem resposta em { $s } s (limite de tempo esgotado).
status--solve_nodes = Sem resposta após { $n } { $n ->
        [one] posição
       *[other] posições
    } (limite esgotado).
status--solve_failed = A procura parou sem resposta: { $why }
status--solve_cancelled = Procura cancelada.
status--solve_stale = A procura parou: o tabuleiro mudou.
status--solve_left = Saiu da linha vencedora: pergunte de novo para procurar a partir daqui.
status--solve_step = Passo { $i } de { $n }:
status--solve_busy = Já há uma procura em curso: aguarde a resposta ou cancele-a.
status--solve_no_line = Não há linha vencedora para jogar: pergunte primeiro «Esta partida pode ser ganha?».
status--solve_won = Esta partida já está ganha.
status--internal = Ocorreu um erro no kernel: { $why }

## The board's buttons and captions (docs/protocol.md)

label--new = Nova partida
label--undo = Anular
label--redo = Refazer
label--deal = Distribuir
label--hint = Pista
label--suits = Naipes
label--suits_1 = 1 · Fácil
label--suits_2 = 2 · Médio
label--suits_4 = 4 · Difícil
label--restart = Recomeçar
label--restart_title = Voltar ao início desta partida (R)
label--record = Ganhas: { $won } de { $played }
label--record_title = Partidas ganhas e jogadas neste nível, neste computador
label--best = Melhor pontuação: { $n }
label--streak = Vitórias seguidas: { $n }
label--score = Pontuação
label--moves = Jogadas
label--stock = Monte
label--deals_left = Distribuições restantes: { $n }
label--removed = Sequências retiradas
label--code = Partida
label--column = Coluna { $n }
label--empty = vazia
label--hidden = cartas ocultas: { $n }
label--won = Ganhou! Todas as sequências foram retiradas.
label--stuck = Já nenhuma jogada ajuda.
label--board = Tabuleiro de { $game }
label--lifted = Seleção na coluna { $n }: { $cards }
label--cancelled = Seleção cancelada
label--ranks = A 2 3 4 5 6 7 8 9 10 V D R
label--solve = Esta partida pode ser ganha?
label--review = Rever
label--review_title = Rever a partida: a probabilidade de o perito ganhar antes de cada jogada, o custo de cada jogada e a sorte das cartas (V)
label--describe = Descrever
label--describe_title = Descrever toda a posição (P)
label--new_title = Distribuir uma nova partida (N); «Anular» traz esta de volta
label--not_played = A jogada seguinte não foi feita: o tabuleiro mudou antes.
label--solve_cancel = Cancelar
label--solve_step = Próximo passo

## picture

picture--stock = Monte
picture--empty = vazio
picture--deals = { $n ->
        [one] 1 distribuição
                restante
       *[other] { $n } distribuições
                restantes
    }
picture--removed = Sequências retiradas: { $n } de { $total }
picture--score = Pontuação { $n }
picture--moves = Jogadas { $n }
picture--suits = { $n ->
        [one] 1 naipe
       *[other] { $n } naipes
    }
picture--scoring = pontuação «{ $name }»
picture--won = Ganhou!
picture--title = Tabuleiro de { $game }. { $description } Pontuação: { $score }; jogadas: { $moves }.
picture--position = posição

## chart

chart--actions = ações (jogadas e distribuições)
chart--actions_undo = ações (jogadas, distribuições e anulações)
chart--score = pontuação
chart--deal = distribuição
chart--run = sequência retirada (+100 em todos os sistemas)
chart--undo = anulação
chart--title = Pontuação após cada ação
chart--scoring = pontuação { $name }
chart--games = partidas
chart--final = pontuação final
chart--distribution = Distribuição: { $what }
chart--mean = média
chart--win_rate = taxa de vitória
chart--undecided = { $series }: partidas por decidir
chart--live_alt = Gráfico da pontuação da partida no tabuleiro, após { $actions } { $actions ->
        [one] ação
       *[other] ações
    }: a pontuação é agora { $score }.
chart--win_title = Taxa de vitória com intervalo de confiança de 95%

## teach

teach--allowed = ✔ Jogada permitida.
teach--refused = ✘ Jogada recusada.
teach--moved = { $cards ->
        [group] O grupo { $cards }
        [queen] A { $cards }
        [none] { $cards }
       *[other] O { $cards }
    } passou da coluna { $src } para a coluna { $dst }.
teach--dealt = O monte distribuiu uma carta em cada uma das colunas { $columns }.
teach--turned = Carta virada na coluna { $column }: { $card }.
teach--run = Foi retirada uma sequência de { $suit } (+100).
teach--won = Partida ganha: todas as sequências foram retiradas!
teach--arrow = A seta mostra { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    } a ir da coluna { $src } para a coluna { $dst }.
teach--cross = Cruz vermelha: { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    } não pode ir da coluna { $src } para a coluna { $dst }.
teach--marked = Contorno pontilhado: { $columns ->
        [one] coluna { $columns }
       *[other] colunas { $columns }
    }.

## The board's status line

status--cannot_move = Não é possível mover { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    }: nenhuma coluna termina numa carta de valor imediatamente superior ({ $any_rank }) e não há colunas vazias.
status--cannot_move_whole = Não é possível mover { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    }: nenhuma coluna termina numa carta de valor imediatamente superior ({ $any_rank }), e passar a coluna inteira para uma coluna vazia não mudaria nada.
status--cannot_move_king = Não é possível mover { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    }: só uma coluna vazia aceita um rei, e não há colunas vazias.
status--cannot_move_king_whole = Não é possível mover { $cards ->
        [group] o grupo { $cards }
        [queen] a { $cards }
        [none] { $cards }
       *[other] o { $cards }
    }: só uma coluna vazia aceita um rei, e passar a coluna inteira para uma coluna vazia não mudaria nada.

## exercise

exercise--locked-lesson-solve = Modo de aula: «Esta partida pode ser ganha?» e os seus passos estão desligados durante a aula.

## The board's status line

status--bad_winnable = Pedido recusado: winnable tem de ser true ou false.
status--winnable_dealt = Uma partida com solução: a ferramenta de resolução já a ganhou.
status--deal_looking = A tabela de partidas resolvidas não tem nenhuma partida com solução para este jogo: a ferramenta de resolução está a procurar uma (partida { $i } de um máximo de { $n })…
status--deal_looking_progress = A procurar uma partida com solução: partida { $i } de um máximo de { $n }, { $nodes } { $nodes ->
        [one] posição
       *[other] posições
    }…
status--deal_not_found = Nenhuma partida com solução encontrada: a ferramenta de resolução tentou { $n } { $n ->
        [one] partida
       *[other] partidas
    }. O tabuleiro mantém a sua partida.

## The board's buttons and captions (docs/protocol.md)

label--winnable = Só com solução
label--winnable_title = Distribuir só partidas que a ferramenta de resolução já ganhou (estatísticas à parte)
label--winnable_deal = Partida com solução
label--four_colour = 4 cores
label--four_colour_title = Baralho de quatro cores: ♠ preto, ♥ vermelho, ♦ azul, ♣ verde; os símbolos dos naipes mantêm-se
label--record_title_winnable = Partidas com solução: ganhas e jogadas neste nível, neste computador

## class

class--title = Resolvidos, em percentagem dos alunos que tentaram cada exercício ({ $n } { $n ->
        [one] aluno
       *[other] alunos
    })
class--untried_note = número pequeno a cinzento: alunos que não o tentaram
class--nobody_note = ; às riscas: ninguém o tentou ({ $n })
class--solved_axis = resolvidos (%)
class--solved_bar = resolvidos (% dos que tentaram)
class--learner = aluno
class--solved = resolvido
class--field--exercise = exercício
class--field--learners = alunos
class--field--tried = tentaram
class--field--untried = não tentaram
class--field--solved = resolveram
class--field--solved_share = % resolvidos
class--field--median_tries = tentativas (mediana)
class--field--median_seconds = segundos (mediana)
class--field--hints = pistas
class--field--shown = respostas mostradas
class--solved_hints = resolvido com pistas
class--not_solved = tentado, não resolvido
class--shown = resposta mostrada
class--untried = não tentado
class--puzzle = Problema { $n } · nível { $level } · { $goal }
class--exercise = { $name } · { $goal }
class--goal--turn-up = virar uma carta
class--goal--empty-column = esvaziar uma coluna
class--goal--remove-run = retirar uma sequência
class--goal--win = ganhar a partida
class--goal--play = fazer a jogada pedida
class--goal--only-move = a única jogada
class--goal--only-turns-up = a única jogada que vira uma carta
class--goal--only-empties-column = a única jogada que esvazia uma coluna
class--goal--only-completes-run = a única jogada que completa uma sequência
class--goal--only-builds-in-suit = a única jogada no mesmo naipe
class--goal--allowed = a jogada é permitida?
class--goal--which-rule = que regra a recusa?
class--goal--score-after = a pontuação depois
class--goal--choice = uma pergunta
class--goal--number = um número a descobrir
class--goal--free = um objetivo do professor

## puzzle

puzzle--key = Mover { $cards } da coluna { $src } { $onto }
puzzle--alt = mover { $cards } da coluna { $src } { $onto }
puzzle--alt-deal = distribuir
puzzle--onto-card = para cima { $target ->
        [group] do grupo { $target }
        [queen] da { $target }
        [none] de { $target }
       *[other] do { $target }
    }
puzzle--onto-empty = para a coluna vazia { $column }
puzzle--key-frees = { $move } liberta { $cards } na coluna { $src }, { $n ->
        [one] que
       *[other] que
    } depois pode ir { $onto }.
puzzle--key-empties = { $move } esvazia a coluna { $column }, e depois { $cards } pode ir para lá.
puzzle--key-place = { $move } abre lugar para { $cards }, que depois pode ir para { $target }.
puzzle--key-uncovers = { $move } destapa { $target } na coluna { $src }, onde depois pode ficar { $cards }.
puzzle--key-joins = { $move } junta { $group } num só grupo, que depois pode ir { $onto }.
puzzle--key-completes = { $move } completa uma sequência de { $suit }, que sai da mesa.
puzzle--key-first = { $move } é o primeiro passo do caminho mais curto ({ $n } { $n ->
        [one] jogada
       *[other] jogadas
    }).
puzzle--key-only-turns-up = { $move } vira a carta oculta da coluna { $column }, e nenhuma outra jogada vira uma carta.
puzzle--key-only-builds-in-suit = { $move } coloca uma carta sobre a carta imediatamente superior do mesmo naipe, e nenhuma outra jogada o faz.
puzzle--key-only-empties-column = { $move } esvazia a coluna { $column }, e nenhuma outra jogada esvazia uma coluna.
puzzle--key-only-completes-run = { $move } completa uma sequência de { $suit }, e nenhuma outra jogada completa uma.
puzzle--rest = A partir daí, { $n ->
        [one] basta mais uma jogada
       *[other] bastam mais { $n } jogadas
    } para cumprir o objetivo.
puzzle--rest-win = A partir daí, a ferramenta de resolução ganha em mais { $n } { $n ->
        [one] jogada
       *[other] jogadas
    }.
puzzle--alt-covers = A jogada mais óbvia, { $alt }, falha: tapa { $target }, onde { $n ->
        [one] devia
       *[other] devia
    } ficar { $cards }.
puzzle--alt-fills = A jogada mais óbvia, { $alt }, falha: ocupa a coluna vazia { $column }, onde { $n ->
        [one] devia
       *[other] devia
    } ficar { $cards }.
puzzle--alt-slow = A jogada mais óbvia, { $alt }, falha: depois dela o objetivo pede mais { $k } { $k ->
        [one] jogada
       *[other] jogadas
    }, e só { $left ->
        [one] resta uma
       *[other] restam { $left }
    }.
puzzle--alt-never = A jogada mais óbvia, { $alt }, falha: depois dela, com { $left ->
        [one] a jogada que resta
       *[other] as { $left } jogadas que restam
    }, já não há maneira de cumprir o objetivo.
puzzle--alt-hidden = A jogada mais óbvia, { $alt }, falha: depois dela, só uma carta oculta que se vire pelo caminho poderia permitir cumprir o objetivo { $left ->
        [one] na jogada que resta
       *[other] nas { $left } jogadas que restam
    }, e aqui nenhuma o permite.
puzzle--alt-no-win = A jogada mais óbvia, { $alt }, falha: depois dela a partida já não pode ser ganha.
puzzle--alt-part = A jogada mais óbvia, { $alt }, só tira parte da coluna { $column }: { $n ->
        [one] fica uma carta visível
       *[other] ficam { $n } cartas visíveis
    } sobre a carta oculta.
puzzle--alt-other-suit = A jogada mais óbvia, { $alt }, vai para uma carta imediatamente superior, mas de outro naipe, e por isso as cartas movidas e essa carta não poderão depois mover-se juntas num só grupo.
puzzle--alt-leaves = A jogada mais óbvia, { $alt }, deixa { $n } { $n ->
        [one] carta
       *[other] cartas
    } na coluna { $column }.
puzzle--alt-no-run = A jogada mais óbvia, { $alt }, também junta cartas do mesmo naipe, mas não completa nenhuma sequência.
puzzle--level = Nível { $n }

## review

review--onto = { $cards } sobre { $target ->
        [group] o grupo { $target }
        [queen] a { $target }
        [none] { $target }
       *[other] o { $target }
    }
review--into = { $cards } para a coluna vazia { $column }
review--deal = distribuição
review--same = Jogada { $n }: { $action }.
review--moved = Jogada { $n }: { $action }; a probabilidade de o perito ganhar passou de { $before } para { $after }.
review--costly = Jogada { $n }, { $mark }: { $action } fez perder { $cost } { $cost ->
        [one] ponto
       *[other] pontos
    } da probabilidade de o perito ganhar; com { $better }, ter-se-ia mantido em { $kept }.
review--luck = As cartas que mostrou { $sign ->
        [gain] acrescentaram
       *[loss] tiraram
    } { $luck } { $luck ->
        [one] ponto
       *[other] pontos
    }.
review--mark--inaccuracy = imprecisão
review--mark--mistake = erro
review--mark--blunder = erro grave
review--verdict--win = (Vendo todas as cartas: depois dela ainda se podia ganhar.)
review--verdict--lost = (Vendo todas as cartas: antes dela podia-se ganhar, depois já não.)
review--verdict--none = (Vendo todas as cartas: já antes dela não havia maneira de ganhar.)
review--summary--won = Partida ganha.
review--summary--lost = Partida perdida: não há mais jogadas.
review--summary--left = Partida por acabar.
review--ledger = { $outcome } { $n ->
        [one] Foi revista 1 decisão
       *[other] Foram revistas { $n } decisões
    }. A probabilidade de o perito ganhar era de { $start } no início e de { $end } no fim: as jogadas fizeram perder { $cost } { $cost ->
        [one] ponto
       *[other] pontos
    } ({ $marks }) e as cartas { $sign ->
        [gain] acrescentaram
       *[loss] tiraram
    } { $luck } { $luck ->
        [one] ponto
       *[other] pontos
    }.
review--count--blunder = { $n ->
        [one] um erro grave
       *[other] { $n } erros graves
    }
review--count--mistake = { $n ->
        [one] um erro
       *[other] { $n } erros
    }
review--count--inaccuracy = { $n ->
        [one] uma imprecisão
       *[other] { $n } imprecisões
    }
review--count--none = nenhuma jogada assinalada
review--col--move = jogada
review--col--action = ação
review--col--before = probabilidade do perito antes
review--col--cost = perdido
review--col--luck = sorte das cartas
review--col--after = probabilidade depois
review--col--note = nota
review--note = o perito jogaria { $better } ({ $kept })
review--chart--title = Probabilidade de o perito ganhar ao longo da partida
review--chart--x = jogadas feitas
review--chart--y = probabilidade de o perito ganhar a partir daqui
review--chart--line = probabilidade do perito
review--chart--costly = jogada assinalada
review--chart--skill = com uma sorte média nas cartas
review--reliability--title = { $game }: a probabilidade da revisão face às vitórias do perito
review--reliability--x = probabilidade prevista (média de cada intervalo de 20 pontos)
review--reliability--y = proporção dessas posições que o perito acabou por ganhar
review--reliability--perfect = calibração perfeita
review--reliability--series = { $suits ->
        [one] { $suits } naipe
       *[other] { $suits } naipes
    } (destreza { $skill }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
chance--tenths = o perito ganha a partir daqui cerca de { $n } { $n ->
        [one] vez
       *[other] vezes
    } em 10
chance--rare = o perito raramente ganha a partir daqui (menos de 1 vez em 20)
chance--sure = o perito ganha quase sempre a partir daqui (mais de 19 vezes em 20)
chance--uncertain = não se sabe ao certo com que frequência o perito ganha a partir daqui
chance--won = todas as cartas estão à vista: o perito ganha a partir daqui
chance--lost = todas as cartas estão à vista: a partir daqui já não há maneira de ganhar
review--board--title = Revisão da partida
review--board--running = A rever: { $done } de { $total } posições avaliadas
review--board--close = Fechar
review--board--y = probabilidade de o perito ganhar
review--board--costly = As jogadas assinaladas (erros graves, erros, imprecisões)
review--board--none = Nenhuma jogada assinalada: nenhuma fez perder 5 pontos ou mais da probabilidade de o perito ganhar.
review--board--chart = Gráfico da probabilidade de o perito ganhar antes de cada jogada: { $start } no início, { $end } no fim.
review--board--show = Mostrar a posição antes da jogada { $n }
review--board--position = A posição antes da jogada { $n }, tal como se via na altura
review--board--luck = Com uma sorte média nas cartas, a probabilidade acabaria em { $skill } em vez de { $end }: a distância entre as duas linhas é a sorte das cartas.
