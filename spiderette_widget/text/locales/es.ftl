# Las palabras de spiderette-widget en español.
#
# Fluent (https://projectfluent.org): docs/translating.md says how to add or correct a language.
# A count chooses its form with the language's CLDR plural categories, { $n -> [one] ... *[other] ... };
# a card, { $card }, selects on what it is: [queen], [jack], [group] (several cards), [none] (only counted).
# An identifier's "--" stands for the code's "." (rule--lift-one-suit is the code's rule.lift-one-suit).


## Cards

card--rank-letter = { $rank ->
        [1] A
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
card--rank-name = { $rank ->
        [1] as
        [11] jota
        [12] reina
        [13] rey
       *[other] { $rank }
    }
card--suit-name = { $suit ->
        [S] picas
        [H] corazones
        [D] diamantes
       *[C] tréboles
    }
card--any-rank = { $rank ->
        [2] cualquier dos
        [3] cualquier tres
        [4] cualquier cuatro
        [5] cualquier cinco
        [6] cualquier seis
        [7] cualquier siete
        [8] cualquier ocho
        [9] cualquier nueve
        [10] cualquier diez
        [11] cualquier jota
        [12] cualquier reina
       *[13] cualquier rey
    }
card--name = { $rank } de { $suit }

## Pieces of sentences

word--and = { " " }y{ " " }
word--cards = { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    }

## The spoken description of a position (Game.describe)

describe--stock = Mazo: { $n } { $n ->
        [one] carta
       *[other] cartas
    }, { $deals } { $deals ->
        [one] reparto restante
       *[other] repartos restantes
    }
describe--stock_empty = Mazo: vacío
describe--removed = { $n } { $n ->
        [one] escalera retirada
       *[other] escaleras retiradas
    }
describe--removed_none = ninguna escalera retirada
describe--column = columna { $column }: { $hidden ->
        [0] ninguna carta boca abajo
        [one] { $hidden } carta boca abajo
       *[other] { $hidden } cartas boca abajo
    }; encima, { $names }
describe--column_empty = columna { $column }: vacía

## Rule reminders: a refused move quotes its rule (IllegalMove.rule)

rule--lift-one-suit = No se puede mover { $group ->
        [group] el grupo { $group }
        [queen] la { $group }
        [jack] la { $group }
        [none] { $group }
       *[other] el { $group }
    } a la vez: un grupo solo se mueve si todas sus cartas son del mismo palo, y { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } es de otro palo.
rule--lift-descending = No se puede mover { $group ->
        [group] el grupo { $group }
        [queen] la { $group }
        [jack] la { $group }
        [none] { $group }
       *[other] el { $group }
    } a la vez: los valores de un grupo tienen que bajar de uno en uno, y { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } no va justo después { $above ->
        [group] del grupo { $above }
        [queen] de la { $above }
        [jack] de la { $above }
        [none] { $above }
       *[other] del { $above }
    }.
rule--lift-face-down = La columna { $column } solo tiene { $up } { $up ->
        [one] carta boca arriba
       *[other] cartas boca arriba
    }: las cartas boca abajo no se pueden mover.
rule--place-one-higher = No se puede poner { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } sobre { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }: una carta solo se pone sobre otra que tenga exactamente un valor más, sea cual sea su palo.
rule--nothing-on-ace = No se puede poner { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } sobre { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }: el as es la carta más baja y sobre un as nunca se pone nada.
rule--king-only-to-empty = No se puede poner { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } sobre { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }: el rey es la carta más alta y solo puede ir a una columna vacía.
rule--no-wrap-around = No se puede poner { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } sobre { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }: el as es la carta más baja y no va después del rey.
rule--deal-empty-column = No se puede repartir mientras haya una columna vacía: pon antes una carta { $columns ->
        [one] en la columna
       *[other] en cada una de las columnas
    } { $columns }.
rule--stock-empty = El mazo está vacío: no queda nada por repartir.
rule--same-column = Las cartas ya están en la columna { $column }.
rule--empty-source = La columna { $column } está vacía: no hay nada que mover.
rule--no-such-column = No existe la columna { $column }: las columnas van de la 1 a la { $columns }.
rule--bad-count = { $count } no es un número de cartas: mueve al menos 1.
rule--nothing-to-undo = No hay nada que deshacer.
rule--undo-limit = Solo se { $limit ->
        [one] puede deshacer la última acción
       *[other] pueden deshacer las últimas { $limit } acciones
    }.
rule--nothing-to-redo = No hay nada que rehacer.
rule--undo-off = En esta partida no se puede deshacer: cada movimiento y cada reparto es definitivo.
rule--undo-barrier-deal = En esta partida no se puede deshacer un reparto: solo se deshace hasta el último reparto o la última escalera retirada.
rule--undo-barrier-run = En esta partida no se puede deshacer el movimiento que retiró una escalera: solo se deshace hasta el último reparto o la última escalera retirada.

## Hints: why a move is suggested (Hint.reason)

hint--completes-run = completa una escalera en la columna { $column }
hint--turns-up = destapa una carta en la columna { $column }
hint--empties-column = vacía la columna { $column }
hint--builds-in-suit = pone { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } sobre { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }, del mismo palo
hint--wins = empieza una línea ganadora de { $steps } { $steps ->
        [one] movimiento
       *[other] movimientos
    }
hint--arranges = pone { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } sobre { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    } antes del próximo reparto, para que queden menos cartas fuera de orden
hint--fills-column = ocupa la columna vacía { $column } para que se pueda repartir
hint--prepares-turn-up = el primero de { $steps } { $steps ->
        [one] movimiento que destapa
       *[other] movimientos que destapan
    } una carta en la columna { $column }
hint--prepares-run = el primero de { $steps } { $steps ->
        [one] movimiento que completa
       *[other] movimientos que completan
    } una escalera en la columna { $column }

## plan

plan--then-turn-up = , para destapar una carta en la columna { $goal_column }
plan--then-run = , para completar una escalera en la columna { $goal_column }
plan--together = , sin separar { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    }
plan--odds = ; { $chance }

## exercise

exercise--goal-play = Mueve { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    } de la columna { $src } a la columna { $dst }.
exercise--goal-play-deal = Reparte una nueva fila de cartas del mazo.
exercise--goal-only-turns-up = Encuentra el único movimiento que destapa una carta.
exercise--goal-only-empties-column = Encuentra el único movimiento que vacía una columna.
exercise--goal-only-completes-run = Encuentra el único movimiento que completa una escalera.
exercise--goal-only-builds-in-suit = Encuentra el único movimiento que pone una carta sobre la carta inmediatamente superior de su mismo palo.
exercise--goal-turn-up = Destapa la carta boca abajo de la columna { $column }{ $within }.
exercise--goal-empty-column = Vacía la columna { $column }{ $within }.
exercise--goal-empty-any = Vacía una columna{ $within }.
exercise--goal-remove-run = Retira una escalera completa (del rey al as de un mismo palo){ $within }.
exercise--goal-win = Gana la partida desde aquí{ $within }.
exercise--goal-allowed = ¿Se permitirá este movimiento: { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    } de la columna { $src } a la columna { $dst }? Responde sí o no.
exercise--goal-allowed-deal = ¿Se permitirá repartir ahora? Responde sí o no.
exercise--goal-score-after = ¿Cuál será la puntuación después de { $n ->
        [one] este movimiento
       *[other] estos movimientos
    }: { $moves }?
exercise--goal-which-rule = ¿Qué regla impide este movimiento: { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    } de la columna { $src } a la columna { $dst }?
exercise--goal-which-rule-deal = ¿Qué regla impide repartir ahora?
exercise--step = de la columna { $src } a la { $dst } ({ $cards })
exercise--step-deal = repartir
exercise--yes = Sí
exercise--no = No
exercise--right = Correcto.
exercise--open = Todavía no.
exercise--open-left = Todavía no: { $n ->
        [one] queda
       *[other] quedan
    } { $n } { $n ->
        [one] movimiento
       *[other] movimientos
    }.
exercise--lost-no-moves = El objetivo ya no se puede cumplir: no quedan movimientos. Pulsa «Repetir» para intentarlo de nuevo.
exercise--lost-no-way = El objetivo ya no se puede cumplir con los movimientos que quedan. Pulsa «Repetir» para intentarlo de nuevo.
exercise--lost-wrong-move = Ese no es el movimiento que pide el objetivo: ya no se puede cumplir. Pulsa «Repetir» para intentarlo de nuevo.
exercise--lost-stuck = Ningún movimiento puede ayudar ya: el objetivo ya no se puede cumplir. Pulsa «Repetir» para intentarlo de nuevo.
exercise--lost-predicate = El objetivo ya no se puede cumplir. Pulsa «Repetir» para intentarlo de nuevo.
exercise--wrong-retry = No del todo. { $why }Inténtalo de nuevo: { $n ->
        [one] queda
       *[other] quedan
    } { $n } { $n ->
        [one] intento
       *[other] intentos
    }.
exercise--wrong-lost = No del todo. { $why }No quedan intentos: «Mostrar» da la respuesta; «Repetir» vuelve a empezar.
exercise--wrong-told = No del todo. { $why }«Repetir» vuelve a empezar.
exercise--missed-turns-up = El movimiento de la columna { $src } a la columna { $dst } no destapa ninguna carta.
exercise--missed-empties-column = El movimiento de la columna { $src } a la columna { $dst } deja cartas en la columna { $src }.
exercise--missed-completes-run = El movimiento de la columna { $src } a la columna { $dst } no completa ninguna escalera.
exercise--missed-builds-in-suit = El movimiento de la columna { $src } a la columna { $dst } no pone ninguna carta sobre la carta inmediatamente superior de su mismo palo.
exercise--over-met = El objetivo está cumplido. Pulsa «Repetir» para jugarlo otra vez.
exercise--over-lost = El objetivo ya no se puede cumplir. Pulsa «Repetir» para intentarlo de nuevo.
exercise--question-only = Este ejercicio hace una pregunta: respóndela; el tablero está ahí para mirarlo.
exercise--board-only = Este ejercicio se juega en el tablero: pide movimientos, no una respuesta.
exercise--reset = De vuelta al principio.
exercise--shown-line = La respuesta: { $line }.
exercise--shown-value = La respuesta: { $value }
exercise--shown-none = No se encontró ninguna respuesta dentro del límite de búsqueda.
exercise--allowed = El movimiento está permitido: { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    } tiene justo un valor más que { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    }.
exercise--allowed-empty = El movimiento está permitido: la columna { $dst } está vacía, y en ella puede ir cualquier carta o grupo de un solo palo.
exercise--allowed-deal = Se permite repartir: el mazo tiene cartas y ninguna columna está vacía.
exercise--kept = Esa regla no impide este movimiento: { $why }
exercise--keeps--lift-one-suit = { $n ->
        [one] mueve una sola carta, { $card ->
                [group] el grupo { $card }
                [queen] la { $card }
                [jack] la { $card }
                [none] { $card }
               *[other] el { $card }
            }
       *[other] las cartas { $cards } son todas del mismo palo
    }.
exercise--keeps--lift-descending = { $n ->
        [one] mueve una sola carta, { $card ->
                [group] el grupo { $card }
                [queen] la { $card }
                [jack] la { $card }
                [none] { $card }
               *[other] el { $card }
            }
       *[other] las cartas { $cards } bajan de uno en uno
    }.
exercise--keeps--lift-face-down = solo mueve cartas boca arriba.
exercise--keeps--place-one-higher = { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    } tiene justo un valor más que { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    }.
exercise--keeps--nothing-on-ace = { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }, la carta sobre la que iría, no es un as.
exercise--keeps--king-only-to-empty = { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } no es un rey.
exercise--keeps--no-wrap-around = no pone un as sobre un rey.
exercise--keeps--deal-empty-column = esa regla trata del reparto, y esto es un movimiento.
exercise--keeps-empty = la columna { $dst } está vacía, y en una columna vacía puede ir cualquier carta.
exercise--keeps-deal = un reparto no mueve cartas de una columna a otra.
exercise--too-high = Es demasiado alto.
exercise--too-low = Es demasiado bajo.
exercise--score-why = { $start } al principio{ $parts } = { $score }.
exercise--score-actions = movimientos y repartos
exercise--score-runs = escaleras retiradas
exercise--score-turned = cartas destapadas
exercise--nudge-turn-up = Una carta boca abajo se destapa cuando todas las cartas boca arriba que tiene encima han salido de la columna { $column }: ¿adónde podrían ir?
exercise--nudge-empty-column = Cada carta de la columna { $column } tiene que ir a alguna parte: ¿qué columnas podrían recibirlas?
exercise--nudge-empty-any = Busca una columna sin cartas boca abajo y con pocas cartas: ¿adónde podrían ir?
exercise--nudge-remove-run = Una escalera sale de la mesa cuando las trece cartas de un palo, del rey al as, están en una columna: ¿qué escalera está casi completa?
exercise--nudge-win = Destapa cartas boca abajo, junta cartas del mismo palo y deja una columna vacía cuando puedas.
exercise--nudge-play = Arrastra las cartas de la columna { $src } hasta la columna { $dst }.
exercise--nudge-only-turns-up = ¿Qué columnas tienen cartas boca abajo, y pueden salir de ellas todas las cartas boca arriba?
exercise--nudge-only-empties-column = ¿Qué columna no tiene ninguna carta boca abajo, y adónde podrían ir sus cartas?
exercise--nudge-only-completes-run = Busca una escalera de un palo que baje desde el rey: ¿qué cartas le faltan todavía?
exercise--nudge-only-builds-in-suit = Compara los palos: ¿qué carta tiene justo un valor menos que una carta de su mismo palo al final de otra columna?
exercise--nudge-move-onto = { $card ->
        [group] El grupo { $card }
        [queen] La { $card }
        [jack] La { $card }
        [none] { $card }
       *[other] El { $card }
    } iría a la columna { $dst }, sobre { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }: ¿qué valor debe tener una carta para que { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } pueda ir encima?
exercise--nudge-group-onto = Lee el grupo { $cards } de arriba abajo: ¿un solo palo, valores que bajan de uno en uno? Después mira { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }, la carta sobre la que iría.
exercise--nudge-move-empty = El movimiento va a la columna { $dst }, que está vacía: ¿qué puede ir a una columna vacía?
exercise--nudge-choice = Compara cada opción con el tablero antes de responder: ¿cuál muestra esta posición?
exercise--nudge-deal-rules = Mira el mazo y todas las columnas: ¿hay alguna vacía?
exercise--nudge-score = Con la puntuación { $profile } la partida empieza con { $start }; un movimiento o un reparto cuenta { $action }, una escalera retirada { $run }, una carta destapada { $turned }.
exercise--nudge-start = Empieza por la columna { $src }.
exercise--nudge-start-deal = Empieza por repartir.
exercise--nudge-move = Mueve { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    } de la columna { $src } a la columna { $dst }.
exercise--nudge-deal = Reparte del mazo.
exercise--nudge-over = Pulsa «Repetir» para intentarlo de nuevo.
exercise--why-steps = El camino más corto tiene { $n } { $n ->
        [one] movimiento
       *[other] movimientos
    }: { $steps }.
exercise--why-win-steps = Una línea ganadora de { $n } { $n ->
        [one] movimiento
       *[other] movimientos
    }: { $steps }.
exercise--why-turn-up = Todas las cartas boca arriba de la columna { $column } tienen que salir de ella antes de que se destape la carta boca abajo.
exercise--why-empty-column = Una columna se vacía cuando todas sus cartas se han ido a otras columnas.
exercise--why-remove-run = Una escalera sale de la mesa en cuanto las cartas de un palo, del rey al as, quedan juntas al final de una columna.
exercise--why-win = La búsqueda encontró esta línea: destapa todas las cartas y retira todas las escaleras.
exercise--why-only-turns-up = Solo este movimiento levanta todas las cartas boca arriba que hay sobre una carta boca abajo.
exercise--why-only-empties-column = Solo este movimiento saca las últimas cartas de una columna.
exercise--why-only-completes-run = Solo este movimiento reúne las cartas de un palo, del rey al as.
exercise--why-only-builds-in-suit = Solo esta carta puede ir sobre la carta inmediatamente superior de su mismo palo.
exercise--why-group = Un grupo de un solo palo se mueve de una vez.
exercise--why-empty = Una columna vacía acepta cualquier carta o grupo, no solo un rey.
exercise--why-deal = Un reparto pone cartas nuevas en todas las columnas.
exercise--within = { " " }en { $n ->
        [one] un movimiento como máximo
       *[other] { $n } movimientos como máximo
    }
exercise--met = Objetivo cumplido en { $n } { $n ->
        [one] movimiento
       *[other] movimientos
    }.
exercise--met-after-shown = Primero se mostró la respuesta, así que no cuenta como resuelto.
exercise--cards = { $n } { $n ->
        [one] carta
       *[other] cartas
    }
exercise--locked-lesson = Modo clase: el tablero se queda en la partida de la clase.
exercise--locked-exercise = Durante un ejercicio el tablero se queda en su posición: «Repetir» vuelve a empezar.
exercise--no-redo = Un ejercicio no tiene «Rehacer»: vuelve a jugar el movimiento.
exercise--hint-off = Modo clase: sin pistas.

## answer

answer--option = { $value } no es una de las opciones: responde con el número de una opción, del 1 al { $n }, o con su texto.
answer--whole-number = { $value } no es un número entero: responde con un número entero.
answer--points = { $value } no es un número entero: responde con la puntuación, un número entero de puntos.

## The board's status line

status--teacher_option = Durante una clase o un ejercicio, { $field } solo lo cambia el código del profesor.

## exercise

exercise--last = Ese era el último ejercicio.
exercise--level-done = Ese era el último problema del nivel { $level }: { $solved } de { $n } resueltos.
exercise--set-done = Ese era el último ejercicio: { $solved } de { $n } resueltos.
exercise--next-one = Ejercicio { $i } de { $n }: { $goal }
exercise--label--reset = Repetir
exercise--label--show = Mostrar
exercise--label--next = Siguiente ejercicio
exercise--label--tries = Intentos: { $n }
exercise--label--hints = Pistas: { $n }
exercise--label--goal = Objetivo
exercise--label--answer = Responder
exercise--label--of = Ejercicio { $i } de { $n }
exercise--label--open = En curso
exercise--label--met = Objetivo cumplido
exercise--label--lost = Ya no se puede cumplir
exercise--label--wrong = Respuesta incorrecta
exercise--label--shown = Respuesta mostrada
exercise--label--number = Tu respuesta
exercise--label--levels = Nivel
exercise--label--pick = Ejercicio
exercise--label--pick_puzzle = Problema
exercise--label--level = Nivel { $n }
exercise--wrong-lost-code = No del todo. { $why }No quedan intentos: show() da la respuesta; reset() vuelve a empezar.
exercise--wrong-told-code = No del todo. { $why }reset() vuelve a empezar.
exercise--lost-no-moves-code = El objetivo ya no se puede cumplir: no quedan movimientos. reset() vuelve a empezar.
exercise--lost-no-way-code = El objetivo ya no se puede cumplir con los movimientos que quedan. reset() vuelve a empezar.
exercise--lost-wrong-move-code = Ese no es el movimiento que pide el objetivo: ya no se puede cumplir. reset() vuelve a empezar.
exercise--lost-stuck-code = Ningún movimiento puede ayudar ya: el objetivo ya no se puede cumplir. reset() vuelve a empezar.
exercise--lost-predicate-code = El objetivo ya no se puede cumplir. reset() vuelve a empezar.
exercise--over-met-code = El objetivo está cumplido. reset() lo juega otra vez.
exercise--over-lost-code = El objetivo ya no se puede cumplir. reset() vuelve a empezar.
exercise--nudge-over-code = reset() vuelve a empezar.
exercise--slip-unquoted = play() recibió { $value }, que no es un movimiento: sin comillas, Python lee 1>2 como una comparación. Escribe el movimiento entre comillas: play("1>2").
exercise--slip-type = play() recibió { $value }, que no es un movimiento: escribe el movimiento entre comillas, como play("1>2") (de la columna 1 a la columna 2) o play("deal").
exercise--slip-text = «{ $text }» no es un movimiento válido: escríbelo como "1>2" (de la columna 1 a la columna 2), { $cards_typed } (una carta sobre otra) o "deal".
exercise--slip-no-card = { $card ->
        [group] El grupo { $card }
        [queen] La { $card }
        [jack] La { $card }
        [none] { $card }
       *[other] El { $card }
    } no es una carta boca arriba que puedas mover aquí: nombra una que veas, o escribe las columnas, como "1>2".
exercise--slip-no-target = Ninguna columna termina en { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    }: nombra la última carta de una columna, o su número, como "1>2".
# Un movimiento escrito en una celda de código, ex.play("..."): see en.ftl.
typed--joining = de del la el a al sobre en columna mover mueve
typed--deal = repartir reparte reparto
typed--example-columns = de la columna 1 a la columna 2
typed--example-cards = el 9♥ sobre el 10♠
typed--example-card-to-column = mueve el 9♥ a la columna 2
exercise--how-to-answer = Desde una celda de código: .answer("{ $first }") o el número de la opción, .answer(1) (el texto, entre comillas).
exercise--how-to-answer-number = Desde una celda de código: .answer(…) con el número, por ejemplo .answer(500).

## rule-title

rule-title--lift-one-suit = Un grupo solo se mueve si todas sus cartas son del mismo palo.
rule-title--lift-descending = Los valores de un grupo tienen que bajar de uno en uno.
rule-title--place-one-higher = Una carta solo va sobre otra que tenga exactamente un valor más.
rule-title--nothing-on-ace = Sobre un as nunca se pone nada.
rule-title--king-only-to-empty = Un rey solo puede ir a una columna vacía.
rule-title--no-wrap-around = El orden no vuelve a empezar: un as nunca va sobre un rey.
rule-title--lift-face-down = Las cartas boca abajo no se pueden mover.
rule-title--deal-empty-column = No se puede repartir mientras haya una columna vacía.

## The board's status line

status--moved = { $cards } de la columna { $src } a la columna { $dst }.
status--turned = Carta destapada en la columna { $n }: { $cards }.
status--run = ¡Escalera de { $suit } retirada!
status--dealt = Se { $n ->
        [one] ha repartido
       *[other] han repartido
    } { $n } { $n ->
        [one] carta
       *[other] cartas
    }.
status--undone_move = Deshecho: { $cards }, de vuelta en la columna { $src }.
status--undone_deal = Deshecho: las cartas repartidas vuelven al mazo.
status--redone = Rehecho.
status--new = Nueva partida { $code }.
status--restart = De vuelta al principio de esta partida.
status--new_undo = «Deshacer» recupera la partida anterior.
status--undone_new = Deshecho: de vuelta a la partida { $code }.
status--undone_new_position = Deshecho: de vuelta a la posición anterior.
status--new_hidden = Nueva partida.
status--new_position = Nueva posición.
status--won = ¡Has ganado! Puntuación: { $score }, movimientos: { $moves }.
status--stuck = Ningún movimiento puede ayudar ya: deshaz o empieza una nueva partida.
status--hint = Pista: { $cards } de la columna { $src } a la columna { $dst }.
status--hint_why = Pista: { $cards } de la columna { $src } a la columna { $dst } ({ $why }).
status--no_hint = No hay ningún movimiento útil que sugerir.
status--no_hint_deal = No hay ningún movimiento útil que sugerir: puedes repartir del mazo.
status--hints_off = Las pistas están desactivadas en este tablero.
status--hints_unavailable = Las pistas no están disponibles en esta instalación.
status--stale = El tablero cambió antes de que llegara esta acción: no se ha hecho nada.
status--bad_message = Petición rechazada: el mensaje no es un objeto JSON.
status--bad_type = Petición rechazada: tipo de petición desconocido { $field }.
status--bad_missing = Petición rechazada: falta el campo { $field }.
status--bad_extra = Petición rechazada: campo inesperado { $field }.
status--bad_number = Petición rechazada: { $field } tiene que ser un número entero del { $lo } al { $hi }.
status--bad_suits = Petición rechazada: el número de palos tiene que ser 1, 2 o 4.
status--bad_rev = Petición rechazada: rev tiene que ser un número entero.
status--bad_setting = Ajuste { $field } rechazado: conserva su valor.
status--review_start = Revisando la partida ({ $n } { $n ->
        [one] movimiento
       *[other] movimientos
    })…
status--review_running = Revisando la partida… { $i } de { $n } posiciones evaluadas
status--review_done = La revisión está lista: { $n ->
        [0] ningún movimiento costoso
        [one] { $n } movimiento costoso
       *[other] { $n } movimientos costosos
    }.
status--review_failed = No se pudo terminar la revisión.
status--review_closed = Revisión cerrada.
status--review_nothing = Todavía no hay nada que revisar: juega primero un movimiento.
status--solve_start = Buscando una línea ganadora (hasta { $s } s)…
status--solve_running = Buscando… { $n } { $n ->
        [one] posición
       *[other] posiciones
    }
status--solve_win = Esta partida se puede ganar: una línea ganadora de { $n } { $n ->
        [one] acción
       *[other] acciones
    }.
status--solve_replay = «Siguiente paso» la juega acción a acción.
status--solve_no_win = Esta partida no se puede ganar desde aquí.
status--solve_time = Sin respuesta en { $s } s (límite agotado).
status--solve_nodes = Sin respuesta tras { $n } { $n ->
        [one] posición
       *[other] posiciones
    } (límite agotado).
status--solve_failed = La búsqueda se detuvo sin respuesta: { $why }
status--solve_cancelled = Búsqueda cancelada.
status--solve_stale = La búsqueda se detuvo: el tablero cambió.
status--solve_left = Has salido de la línea ganadora: vuelve a preguntar para buscar desde aquí.
status--solve_step = Paso { $i } de { $n }:
status--solve_busy = Ya hay una búsqueda en marcha: espera su respuesta o cancélala.
status--solve_no_line = No hay ninguna línea ganadora que repetir: pregunta antes «¿Se puede ganar?».
status--solve_won = Esta partida ya está ganada.
status--internal = Algo ha fallado en el kernel: { $why }

## The board's buttons and captions (docs/protocol.md)

label--new = Nueva partida
label--undo = Deshacer
label--redo = Rehacer
label--deal = Repartir
label--hint = Pista
label--suits = Palos
label--suits_1 = 1 · Fácil
label--suits_2 = 2 · Medio
label--suits_4 = 4 · Difícil
label--restart = Reiniciar
label--restart_title = Volver a repartir esta partida desde el principio (R)
label--record = Ganadas: { $won } de { $played }
label--record_title = Partidas ganadas y jugadas en este nivel, en este ordenador
label--best = Mejor puntuación: { $n }
label--streak = Racha de victorias: { $n }
label--score = Puntuación
label--moves = Movimientos
label--stock = Mazo
label--deals_left = Repartos restantes: { $n }
label--removed = Escaleras retiradas
label--code = Partida
label--column = Columna { $n }
label--empty = vacía
label--hidden = { $n } boca abajo
label--won = ¡Has ganado! Todas las escaleras han salido de la mesa.
label--stuck = Ningún movimiento puede ayudar ya.
label--board = Tablero de { $game }
label--lifted = Selección: { $cards } en la columna { $n }
label--cancelled = Selección cancelada
label--ranks = A 2 3 4 5 6 7 8 9 10 J Q K
label--solve = ¿Se puede ganar?
label--review = Revisar
label--review_title = Revisar la partida: la probabilidad de que gane el experto antes de cada movimiento, el coste de cada uno y la suerte de las cartas (V)
label--describe = Describir
label--describe_title = Describir toda la posición (P)
label--new_title = Repartir una partida nueva (N); «Deshacer» recupera esta
label--not_played = Tu movimiento no se jugó: el tablero cambió antes.
label--solve_cancel = Cancelar
label--solve_step = Siguiente paso

## picture

picture--stock = Mazo
picture--empty = vacía
picture--deals = { $n ->
        [one] 1 reparto
                restante
       *[other] { $n } repartos
                restantes
    }
picture--removed = Escaleras retiradas: { $n } de { $total }
picture--score = Puntuación { $n }
picture--moves = Movimientos { $n }
picture--suits = { $n ->
        [one] 1 palo
       *[other] { $n } palos
    }
picture--scoring = Puntuación { $name }
picture--won = ¡Ganada!
picture--title = Tablero de { $game }. { $description } Puntuación: { $score }; movimientos: { $moves }.
picture--position = posición

## chart

chart--actions = acciones (movimientos y repartos)
chart--actions_undo = acciones (movimientos, repartos y anulaciones)
chart--score = puntuación
chart--deal = reparto
chart--run = escalera retirada (+100 en todas las puntuaciones)
chart--undo = anulación
chart--title = Puntuación después de cada acción
chart--scoring = Puntuación { $name }
chart--games = partidas
chart--final = puntuación final
chart--distribution = Distribución: { $what }
chart--mean = media
chart--win_rate = tasa de victorias
chart--undecided = { $series }: partidas sin decidir
chart--live_alt = Gráfico de la puntuación de la partida del tablero, tras { $actions } { $actions ->
        [one] acción
       *[other] acciones
    }: la puntuación es ahora { $score }.
chart--win_title = Tasa de victorias con intervalo de confianza del 95 %

## teach

teach--allowed = ✔ Permitido.
teach--refused = ✘ Rechazado.
teach--moved = { $cards ->
        [group] El grupo { $cards }
        [queen] La { $cards }
        [jack] La { $cards }
        [none] { $cards }
       *[other] El { $cards }
    } pasó de la columna { $src } a la columna { $dst }.
teach--dealt = El mazo repartió una carta en cada una de las columnas { $columns }.
teach--turned = Se destapó { $card ->
        [group] el grupo { $card }
        [queen] la { $card }
        [jack] la { $card }
        [none] { $card }
       *[other] el { $card }
    } en la columna { $column }.
teach--run = Se retiró una escalera de { $suit } (+100).
teach--won = Ganada: ¡todas las escaleras han salido de la mesa!
teach--arrow = La flecha muestra que { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    } va de la columna { $src } a la columna { $dst }.
teach--cross = Cruz roja: { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    } no puede ir de la columna { $src } a la columna { $dst }.
teach--marked = Contorno punteado: { $columns ->
        [one] columna { $columns }
       *[other] columnas { $columns }
    }.

## The board's status line

status--cannot_move = No se puede mover { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    }: ninguna columna termina en una carta de un valor más ({ $any_rank }) y ninguna columna está vacía.
status--cannot_move_whole = No se puede mover { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    }: ninguna columna termina en una carta de un valor más ({ $any_rank }), y pasar la columna entera a una vacía no cambiaría nada.
status--cannot_move_king = No se puede mover { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    }: solo una columna vacía acepta un rey, y ninguna columna está vacía.
status--cannot_move_king_whole = No se puede mover { $cards ->
        [group] el grupo { $cards }
        [queen] la { $cards }
        [jack] la { $cards }
        [none] { $cards }
       *[other] el { $cards }
    }: solo una columna vacía acepta un rey, y pasar la columna entera a una vacía no cambiaría nada.

## exercise

exercise--locked-lesson-solve = Modo clase: «¿Se puede ganar?» y sus pasos están desactivados durante la clase.

## The board's status line

status--bad_winnable = Petición rechazada: winnable tiene que ser true o false.
status--winnable_dealt = Una partida con solución: el programa de resolución ya la ha ganado.
status--deal_looking = La tabla de partidas resueltas no tiene ninguna partida con solución para este juego: el programa de resolución está buscando una (partida { $i } de un máximo de { $n })…
status--deal_looking_progress = Buscando una partida con solución: partida { $i } de un máximo de { $n }, { $nodes } { $nodes ->
        [one] posición
       *[other] posiciones
    }…
status--deal_not_found = No se encontró ninguna partida con solución: el programa de resolución probó { $n } { $n ->
        [one] partida
       *[other] partidas
    }. El tablero conserva su partida.

## The board's buttons and captions (docs/protocol.md)

label--winnable = Solo con solución
label--winnable_title = Repartir solo partidas que el programa de resolución ya ha ganado (estadísticas aparte)
label--winnable_deal = Partida con solución
label--four_colour = 4 colores
label--four_colour_title = Baraja de cuatro colores: ♠ negro, ♥ rojo, ♦ azul, ♣ verde; los símbolos de los palos no cambian
label--record_title_winnable = Partidas con solución: ganadas y jugadas en este nivel, en este ordenador

## class

class--title = Resueltos, en porcentaje de los alumnos que intentaron cada ejercicio ({ $n } { $n ->
        [one] alumno
       *[other] alumnos
    })
class--untried_note = número gris pequeño: alumnos que no lo intentaron
class--nobody_note = ; rayado: nadie lo intentó ({ $n })
class--solved_axis = resueltos (%)
class--solved_bar = resueltos (% de quienes lo intentaron)
class--learner = alumno
class--solved = resuelto
class--field--exercise = ejercicio
class--field--learners = alumnos
class--field--tried = intentaron
class--field--untried = no lo intentaron
class--field--solved = resolvieron
class--field--solved_share = % resueltos
class--field--median_tries = intentos (mediana)
class--field--median_seconds = segundos (mediana)
class--field--hints = pistas
class--field--shown = respuestas mostradas
class--solved_hints = resuelto con pistas
class--not_solved = intentado, sin resolver
class--shown = respuesta mostrada
class--untried = sin intentar
class--puzzle = Problema { $n } · nivel { $level } · { $goal }
class--exercise = { $name } · { $goal }
class--goal--turn-up = destapar una carta
class--goal--empty-column = vaciar una columna
class--goal--remove-run = retirar una escalera
class--goal--win = ganar la partida
class--goal--play = hacer el movimiento pedido
class--goal--only-move = el único movimiento
class--goal--only-turns-up = el único movimiento que destapa una carta
class--goal--only-empties-column = el único movimiento que vacía una columna
class--goal--only-completes-run = el único movimiento que completa una escalera
class--goal--only-builds-in-suit = el único movimiento en su mismo palo
class--goal--allowed = ¿se permite el movimiento?
class--goal--which-rule = ¿qué regla lo impide?
class--goal--score-after = la puntuación después
class--goal--choice = una pregunta
class--goal--number = un número que hallar
class--goal--free = un objetivo del profesor

## puzzle

puzzle--key = Mover { $cards } de la columna { $src } { $onto }
puzzle--alt = mover { $cards } de la columna { $src } { $onto }
puzzle--alt-deal = repartir
puzzle--onto-card = sobre { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }
puzzle--onto-empty = a la columna vacía { $column }
puzzle--key-frees = { $move } libera { $cards } en la columna { $src }, que después puede ir { $onto }.
puzzle--key-empties = { $move } vacía la columna { $column }, y después { $cards } puede ir allí.
puzzle--key-place = { $move } deja sitio para { $cards }, que después puede ir sobre { $target }.
puzzle--key-uncovers = { $move } deja libre { $target } en la columna { $src }, y después { $cards } puede ir sobre esa carta.
puzzle--key-joins = { $move } forma un solo grupo con { $group }, que después puede ir { $onto }.
puzzle--key-completes = { $move } completa una escalera de { $suit }, que sale de la mesa.
puzzle--key-first = { $move } empieza el camino más corto ({ $n } { $n ->
        [one] movimiento
       *[other] movimientos
    }).
puzzle--key-only-turns-up = { $move } destapa la carta boca abajo de la columna { $column }, y ningún otro movimiento destapa una carta.
puzzle--key-only-builds-in-suit = { $move } pone una carta sobre la carta inmediatamente superior de su mismo palo, y ningún otro movimiento lo hace.
puzzle--key-only-empties-column = { $move } vacía la columna { $column }, y ningún otro movimiento vacía una columna.
puzzle--key-only-completes-run = { $move } completa una escalera de { $suit }, y ningún otro movimiento completa ninguna.
puzzle--rest = A partir de ahí, { $n ->
        [one] basta
       *[other] bastan
    } { $n } { $n ->
        [one] movimiento más
       *[other] movimientos más
    } para cumplir el objetivo.
puzzle--rest-win = A partir de ahí, el programa de resolución gana en { $n } { $n ->
        [one] movimiento más
       *[other] movimientos más
    }.
puzzle--alt-covers = El movimiento más obvio, { $alt }, falla: tapa { $target }, adonde tiene que ir { $cards }.
puzzle--alt-fills = El movimiento más obvio, { $alt }, falla: ocupa la columna vacía { $column }, adonde tiene que ir { $cards }.
puzzle--alt-slow = El movimiento más obvio, { $alt }, falla: después el objetivo necesita { $k } { $k ->
        [one] movimiento más
       *[other] movimientos más
    }, y solo { $left ->
        [one] queda
       *[other] quedan
    } { $left }.
puzzle--alt-never = El movimiento más obvio, { $alt }, falla: después ninguna línea { $left ->
        [one] con el único movimiento que queda
       *[other] con los { $left } movimientos que quedan
    } cumple el objetivo.
puzzle--alt-hidden = El movimiento más obvio, { $alt }, falla: después, solo una carta boca abajo que se destape por el camino podría permitir cumplir el objetivo { $left ->
        [one] en el movimiento que queda
       *[other] en los { $left } movimientos que quedan
    }, y aquí ninguna lo permite.
puzzle--alt-no-win = El movimiento más obvio, { $alt }, falla: después la partida ya no se puede ganar.
puzzle--alt-part = El movimiento más obvio, { $alt }, solo levanta parte de la columna { $column }: { $n } { $n ->
        [one] carta boca arriba se queda
       *[other] cartas boca arriba se quedan
    } sobre la carta boca abajo.
puzzle--alt-other-suit = El movimiento más obvio, { $alt }, va sobre una carta de un valor más pero de otro palo, así que después las cartas movidas y esa carta no podrán moverse juntas como un solo grupo.
puzzle--alt-leaves = El movimiento más obvio, { $alt }, deja { $n } { $n ->
        [one] carta
       *[other] cartas
    } en la columna { $column }.
puzzle--alt-no-run = El movimiento más obvio, { $alt }, también pone una carta sobre otra del mismo palo, pero no completa ninguna escalera.
puzzle--level = Nivel { $n }

## review

review--onto = { $cards } sobre { $target ->
        [group] el grupo { $target }
        [queen] la { $target }
        [jack] la { $target }
        [none] { $target }
       *[other] el { $target }
    }
review--into = { $cards } a la columna vacía { $column }
review--deal = repartir
review--same = Movimiento { $n }: { $action }.
review--moved = Movimiento { $n }: { $action }; la probabilidad de que gane el experto pasó del { $before } al { $after }.
review--costly = Movimiento { $n }, { $mark }: { $action } hizo perder { $cost } { $cost ->
        [one] punto
       *[other] puntos
    } de la probabilidad de que gane el experto; con { $better } se habría mantenido en el { $kept }.
review--luck = Las cartas que mostró { $sign ->
        [gain] sumaron
       *[loss] quitaron
    } { $luck } { $luck ->
        [one] punto
       *[other] puntos
    }.
review--mark--inaccuracy = imprecisión
review--mark--mistake = error
review--mark--blunder = error grave
review--verdict--win = (Viendo todas las cartas: después de él la partida todavía se podía ganar.)
review--verdict--lost = (Viendo todas las cartas: antes de él la partida se podía ganar, después ya no.)
review--verdict--none = (Viendo todas las cartas: ya antes de él no había forma de ganar.)
review--summary--won = Ganada.
review--summary--lost = Perdida: no queda ningún movimiento.
review--summary--left = Sin terminar.
review--ledger = { $outcome } { $n ->
        [one] Se ha revisado 1 decisión
       *[other] Se han revisado { $n } decisiones
    }. La probabilidad de que gane el experto era del { $start } al principio y del { $end } al final: los movimientos hicieron perder { $cost } { $cost ->
        [one] punto
       *[other] puntos
    } ({ $marks }) y las cartas { $sign ->
        [gain] sumaron
       *[loss] quitaron
    } { $luck } { $luck ->
        [one] punto
       *[other] puntos
    }.
review--count--blunder = { $n ->
        [one] un error grave
       *[other] { $n } errores graves
    }
review--count--mistake = { $n ->
        [one] un error
       *[other] { $n } errores
    }
review--count--inaccuracy = { $n ->
        [one] una imprecisión
       *[other] { $n } imprecisiones
    }
review--count--none = ningún movimiento señalado
review--col--move = movimiento
review--col--action = acción
review--col--before = probabilidad del experto antes
review--col--cost = perdido
review--col--luck = suerte de las cartas
review--col--after = probabilidad después
review--col--note = nota
review--note = el experto jugaría { $better } ({ $kept })
review--chart--title = Probabilidad de que gane el experto a lo largo de la partida
review--chart--x = movimientos jugados
review--chart--y = probabilidad de que gane el experto desde aquí
review--chart--line = probabilidad del experto
review--chart--costly = movimiento señalado
review--chart--skill = con una suerte media en las cartas
review--reliability--title = { $game }: la probabilidad de la revisión frente a las victorias del experto
review--reliability--x = probabilidad prevista (media de cada tramo de 20 puntos)
review--reliability--y = proporción de esas posiciones que el experto acabó ganando
review--reliability--perfect = calibración perfecta
review--reliability--series = { $suits ->
        [one] { $suits } palo
       *[other] { $suits } palos
    } (destreza { $skill }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
chance--tenths = el experto gana desde aquí { $n ->
        [one] alrededor de 1 vez
       *[other] unas { $n } veces
    } de cada 10
chance--rare = el experto rara vez gana desde aquí (menos de 1 vez de cada 20)
chance--sure = el experto gana casi siempre desde aquí (más de 19 veces de cada 20)
chance--uncertain = no se sabe con certeza cuántas veces gana el experto desde aquí
chance--won = todas las cartas están a la vista: el experto gana desde aquí
chance--lost = todas las cartas están a la vista: desde aquí ya no se puede ganar
review--board--title = Revisión de la partida
review--board--running = Revisando: { $done } de { $total } posiciones evaluadas
review--board--close = Cerrar
review--board--y = probabilidad de que gane el experto
review--board--costly = Los movimientos señalados (errores graves, errores, imprecisiones)
review--board--none = Ningún movimiento señalado: ninguno hizo perder 5 puntos o más de la probabilidad de que gane el experto.
review--board--chart = Gráfico de la probabilidad de que gane el experto antes de cada movimiento: { $start } al principio, { $end } al final.
review--board--show = Mostrar la posición antes del movimiento { $n }
review--board--position = La posición antes del movimiento { $n }, tal como se veía entonces
review--board--luck = Con una suerte media en las cartas, la probabilidad acabaría en { $skill } en lugar de { $end }: la distancia entre las dos líneas es la suerte de las cartas.
