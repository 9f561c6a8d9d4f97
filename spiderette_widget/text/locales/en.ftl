# The words of spiderette-widget in English: the source every translation follows.
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
        [1] ace
        [11] jack
        [12] queen
        [13] king
       *[other] { $rank }
    }
card--suit-name = { $suit ->
        [S] spades
        [H] hearts
        [D] diamonds
       *[C] clubs
    }
card--any-rank = { $rank ->
        [2] any two
        [3] any three
        [4] any four
        [5] any five
        [6] any six
        [7] any seven
        [8] any eight
        [9] any nine
        [10] any ten
        [11] any jack
        [12] any queen
       *[13] any king
    }
card--name = { $rank } of { $suit }

## Pieces of sentences

word--and = { " " }and{ " " }
word--cards = { $cards }

## The spoken description of a position (Game.describe)

describe--stock = Stock: { $n } { $n ->
        [one] card
       *[other] cards
    }, { $deals } { $deals ->
        [one] deal
       *[other] deals
    } left
describe--stock_empty = Stock: empty
describe--removed = { $n } { $n ->
        [one] run
       *[other] runs
    } removed
describe--removed_none = no run removed
describe--column = column { $column }: { $hidden } hidden { $hidden ->
        [one] card
       *[other] cards
    }, then { $names }
describe--column_empty = column { $column }: empty

## Rule reminders: a refused move quotes its rule (IllegalMove.rule)

rule--lift-one-suit = { $group } cannot move together: a group moves only when it is all one suit, and { $card } is of another suit.
rule--lift-descending = { $group } cannot move together: a group's ranks must go down one by one, and { $card } does not follow { $above }.
rule--lift-face-down = Column { $column } has only { $up } face-up { $up ->
        [one] card
       *[other] cards
    }: face-down cards cannot be moved.
rule--place-one-higher = { $card } cannot go on { $target }: a card goes only on a card exactly one rank higher, of any suit.
rule--nothing-on-ace = { $card } cannot go on { $target }: the ace is the lowest card, nothing is ever placed on an ace.
rule--king-only-to-empty = { $card } cannot go on { $target }: the king is the highest card, it can only go to an empty column.
rule--no-wrap-around = { $card } cannot go on { $target }: the ace is the lowest card and does not follow the king.
rule--deal-empty-column = The stock cannot deal while a column is empty: put a card in { $columns ->
        [one] column
       *[other] each of columns
    } { $columns } first.
rule--stock-empty = The stock is empty: there is nothing more to deal.
rule--same-column = The cards are already in column { $column }.
rule--empty-source = Column { $column } is empty: there is nothing to move.
rule--no-such-column = There is no column { $column }: the columns are numbered 1 to { $columns }.
rule--bad-count = { $count } is not a number of cards: move at least 1.
rule--nothing-to-undo = There is nothing to undo.
rule--undo-limit = Only the last { $limit ->
        [one] action
       *[other] { $limit } actions
    } can be undone.
rule--nothing-to-redo = There is nothing to redo.
rule--undo-off = Undo is off in this game: every move and every deal stands.
rule--undo-barrier-deal = A deal cannot be undone in this game: undo stops at every deal and every removed run.
rule--undo-barrier-run = The move that removed a run cannot be undone in this game: undo stops at every deal and every removed run.

## Hints: why a move is suggested (Hint.reason)

hint--completes-run = completes a run in column { $column }
hint--turns-up = turns up a card in column { $column }
hint--empties-column = empties column { $column }
hint--builds-in-suit = builds { $card } on { $target } in suit
hint--wins = starts a winning line of { $steps } { $steps ->
        [one] move
       *[other] moves
    }
hint--arranges = puts { $card } on { $target } before the next deal, so that fewer cards lie out of order
hint--fills-column = fills column { $column } so that the stock can deal
hint--prepares-turn-up = the first of { $steps } { $steps ->
        [one] move that turns
       *[other] moves that turn
    } up a card in column { $column }
hint--prepares-run = the first of { $steps } { $steps ->
        [one] move that completes
       *[other] moves that complete
    } a run in column { $column }

## plan

plan--then-turn-up = , to turn up a card in column { $goal_column }
plan--then-run = , to complete a run in column { $goal_column }
plan--together = , keeping { $cards } together
plan--odds = ; { $chance }

## exercise

exercise--goal-play = Move { $cards } from column { $src } to column { $dst }.
exercise--goal-play-deal = Deal a new row of cards from the stock.
exercise--goal-only-turns-up = Find the only move that turns up a card.
exercise--goal-only-empties-column = Find the only move that empties a column.
exercise--goal-only-completes-run = Find the only move that completes a run.
exercise--goal-only-builds-in-suit = Find the only move that puts a card on the next higher card of its own suit.
exercise--goal-turn-up = Turn up the face-down card in column { $column }{ $within }.
exercise--goal-empty-column = Empty column { $column }{ $within }.
exercise--goal-empty-any = Empty a column{ $within }.
exercise--goal-remove-run = Remove a complete run (king to ace of one suit){ $within }.
exercise--goal-win = Win the game from here{ $within }.
exercise--goal-allowed = Will this move be allowed: { $cards } from column { $src } to column { $dst }? Answer yes or no.
exercise--goal-allowed-deal = Will a deal be allowed now? Answer yes or no.
exercise--goal-score-after = What will the score be after { $n ->
        [one] this move
       *[other] these moves
    }: { $moves }?
exercise--goal-which-rule = Which rule refuses this move: { $cards } from column { $src } to column { $dst }?
exercise--goal-which-rule-deal = Which rule refuses a deal now?
exercise--step = column { $src } to { $dst } ({ $cards })
exercise--step-deal = deal
exercise--yes = Yes
exercise--no = No
exercise--right = Right.
exercise--open = Not yet.
exercise--open-left = Not yet: { $n } { $n ->
        [one] move
       *[other] moves
    } left.
exercise--lost-no-moves = The goal can no longer be met: no moves are left. Reset to try again.
exercise--lost-no-way = The goal can no longer be met in the moves that are left. Reset to try again.
exercise--lost-wrong-move = That is not the move the goal asks for: it can no longer be met. Reset to try again.
exercise--lost-stuck = No move can help any more: the goal can no longer be met. Reset to try again.
exercise--lost-predicate = The goal can no longer be met. Reset to try again.
exercise--wrong-retry = Not quite. { $why }Try again: { $n } { $n ->
        [one] try
       *[other] tries
    } left.
exercise--wrong-lost = Not quite. { $why }No tries are left: Show me gives the answer; Reset tries again.
exercise--wrong-told = Not quite. { $why }Reset tries again.
exercise--missed-turns-up = The move from column { $src } to column { $dst } turns up no card.
exercise--missed-empties-column = The move from column { $src } to column { $dst } leaves cards in column { $src }.
exercise--missed-completes-run = The move from column { $src } to column { $dst } completes no run.
exercise--missed-builds-in-suit = The move from column { $src } to column { $dst } puts no card on the next higher card of its own suit.
exercise--over-met = The goal is met. Reset to play it again.
exercise--over-lost = The goal can no longer be met. Reset to try again.
exercise--question-only = This exercise asks a question: answer it; the board is there to look at.
exercise--board-only = This exercise is played on the board: it takes moves, not an answer.
exercise--reset = Back to the start.
exercise--shown-line = The answer: { $line }.
exercise--shown-value = The answer: { $value }
exercise--shown-none = No answer was found within the search budget.
exercise--allowed = The move is allowed: { $target } is exactly one rank higher than { $card }.
exercise--allowed-empty = The move is allowed: column { $dst } is empty, and any card or one-suit group may go there.
exercise--allowed-deal = The deal is allowed: the stock has cards and no column is empty.
exercise--kept = That rule does not refuse this move: { $why }
exercise--keeps--lift-one-suit = { $n ->
        [one] it moves one card, { $card }
       *[other] { $cards } are all one suit
    }.
exercise--keeps--lift-descending = { $n ->
        [one] it moves one card, { $card }
       *[other] { $cards } go down one rank at a time
    }.
exercise--keeps--lift-face-down = it moves face-up cards only.
exercise--keeps--place-one-higher = { $target } is exactly one rank higher than { $card }.
exercise--keeps--nothing-on-ace = { $target }, the card it would go on, is not an ace.
exercise--keeps--king-only-to-empty = { $card } is not a king.
exercise--keeps--no-wrap-around = it does not put an ace on a king.
exercise--keeps--deal-empty-column = that rule is about dealing, and this is a move.
exercise--keeps-empty = column { $dst } is empty, and any card may go to an empty column.
exercise--keeps-deal = a deal moves no card from one column to another.
exercise--too-high = That is too high.
exercise--too-low = That is too low.
exercise--score-why = { $start } at the start{ $parts } = { $score }.
exercise--score-actions = moves and deals
exercise--score-runs = runs removed
exercise--score-turned = cards turned up
exercise--nudge-turn-up = A face-down card turns up when every face-up card on it has left column { $column }: where could they go?
exercise--nudge-empty-column = Every card in column { $column } has to go somewhere: which columns could take them?
exercise--nudge-empty-any = Look for a column with no face-down card and few cards: where could they go?
exercise--nudge-remove-run = A run leaves the table when king to ace of one suit lie in one column: which run is nearly complete?
exercise--nudge-win = Turn up face-down cards, build in suit, and keep a column empty when you can.
exercise--nudge-play = Press on the cards in column { $src } and drop them on column { $dst }.
exercise--nudge-only-turns-up = Which columns have face-down cards, and can every face-up card on them move away?
exercise--nudge-only-empties-column = Which column has no face-down card, and where could its cards go?
exercise--nudge-only-completes-run = Look for a run of one suit from the king down: which cards does it still need?
exercise--nudge-only-builds-in-suit = Compare suits: which card is one rank below a card of its own suit at the end of another column?
exercise--nudge-move-onto = { $card } would go on { $target } in column { $dst }: which rank must a card have to take { $card }?
exercise--nudge-group-onto = Read the group { $cards } from the top: one suit, ranks going down one by one? Then look at { $target }, the card it would go on.
exercise--nudge-move-empty = The move goes to column { $dst }, which is empty: what may go to an empty column?
exercise--nudge-choice = Check each option against the board before you answer: which one does this position show?
exercise--nudge-deal-rules = Look at the stock and at every column: is one of them empty?
exercise--nudge-score = In the { $profile } scoring the game starts at { $start }; a move or a deal counts { $action }, a removed run { $run }, a card turned up { $turned }.
exercise--nudge-start = Start with column { $src }.
exercise--nudge-start-deal = Start with a deal.
exercise--nudge-move = Move { $cards } from column { $src } to column { $dst }.
exercise--nudge-deal = Deal from the stock.
exercise--nudge-over = Reset to try again.
exercise--why-steps = The shortest way takes { $n } { $n ->
        [one] move
       *[other] moves
    }: { $steps }.
exercise--why-win-steps = A winning line of { $n } { $n ->
        [one] move
       *[other] moves
    }: { $steps }.
exercise--why-turn-up = Every face-up card in column { $column } has to leave it before the face-down card turns up.
exercise--why-empty-column = A column empties when every card in it has gone to another column.
exercise--why-remove-run = A run leaves the table as soon as king to ace of one suit lie together at the end of a column.
exercise--why-win = The search found this line: it turns up every card and removes every run.
exercise--why-only-turns-up = Only this move lifts every face-up card off a face-down card.
exercise--why-only-empties-column = Only this move takes the last cards out of a column.
exercise--why-only-completes-run = Only this move brings king to ace of one suit together.
exercise--why-only-builds-in-suit = Only this card can go on the next higher card of its own suit.
exercise--why-group = A group of one suit moves as one.
exercise--why-empty = An empty column takes any card or group, not only a king.
exercise--why-deal = A deal brings new cards to every column.
exercise--within = { " " }in at most { $n } { $n ->
        [one] move
       *[other] moves
    }
exercise--met = Goal met in { $n } { $n ->
        [one] move
       *[other] moves
    }.
exercise--met-after-shown = The answer was shown first, so it does not count as solved.
exercise--cards = { $n } { $n ->
        [one] card
       *[other] cards
    }
exercise--locked-lesson = Lesson mode: the board stays on the lesson's deal.
exercise--locked-exercise = During an exercise the board stays on its position: Reset starts again.
exercise--no-redo = An exercise has no Redo: play the move again.
exercise--hint-off = Lesson mode: no hints.

## answer

answer--option = { $value } is not an option: answer with an option's number, 1 to { $n }, or its text.
answer--whole-number = { $value } is not a whole number: answer with a whole number.
answer--points = { $value } is not a whole number: answer with the score, a whole number of points.

## The board's status line

status--teacher_option = During a lesson or an exercise only the teacher's code changes { $field }.

## exercise

exercise--last = That was the last exercise.
exercise--level-done = That was the last puzzle of level { $level }: { $solved } of { $n } solved.
exercise--set-done = That was the last exercise: { $solved } of { $n } solved.
exercise--next-one = Exercise { $i } of { $n }: { $goal }
exercise--label--reset = Reset
exercise--label--show = Show me
exercise--label--next = Next exercise
exercise--label--tries = Tries: { $n }
exercise--label--hints = Hints: { $n }
exercise--label--goal = Goal
exercise--label--answer = Answer
exercise--label--of = Exercise { $i } of { $n }
exercise--label--open = In progress
exercise--label--met = Goal met
exercise--label--lost = Can no longer be met
exercise--label--wrong = Wrong answer
exercise--label--shown = Answer shown
exercise--label--number = Your answer
exercise--label--levels = Level
exercise--label--pick = Exercise
exercise--label--pick_puzzle = Puzzle
exercise--label--level = Level { $n }
exercise--wrong-lost-code = Not quite. { $why }No tries are left: show() gives the answer; reset() tries again.
exercise--wrong-told-code = Not quite. { $why }reset() tries again.
exercise--lost-no-moves-code = The goal can no longer be met: no moves are left. reset() tries again.
exercise--lost-no-way-code = The goal can no longer be met in the moves that are left. reset() tries again.
exercise--lost-wrong-move-code = That is not the move the goal asks for: it can no longer be met. reset() tries again.
exercise--lost-stuck-code = No move can help any more: the goal can no longer be met. reset() tries again.
exercise--lost-predicate-code = The goal can no longer be met. reset() tries again.
exercise--over-met-code = The goal is met. reset() plays it again.
exercise--over-lost-code = The goal can no longer be met. reset() tries again.
exercise--nudge-over-code = reset() tries again.
exercise--slip-unquoted = play() got { $value }, not a move: without quotes Python reads 1>2 as a comparison. Put the move in quotes: play("1>2").
exercise--slip-type = play() got { $value }, not a move: write the move in quotes, like play("1>2") (column 1 to column 2) or play("deal").
exercise--slip-text = “{ $text }” is not a move I can read: write it like "1>2" (column 1 to column 2), { $cards_typed } (a card onto a card) or "deal".
exercise--slip-no-card = { $card } is not a face-up card you can move here: name one you can see, or write the columns, like "1>2".
exercise--slip-no-target = No column ends with { $card }: name the last card of a column, or its number, like "1>2".
# A move typed in a code cell, ex.play("..."): the words that only join its two ends (separated by
# spaces, any case), the words that deal (the whole text), and moves a learner writes: the tests play
# each example on a board whose column 1 ends with 9♥ and column 2 with 10♠. Every language's words
# are read whatever the language of the exercise.
typed--joining = from to onto on into column col move the
typed--deal = deal d
typed--example-columns = from column 1 to column 2
typed--example-cards = 9♥ onto 10♠
typed--example-card-to-column = move 9♥ to column 2
exercise--how-to-answer = From a code cell: .answer("{ $first }") or the option's number, .answer(1) (text in quotes).
exercise--how-to-answer-number = From a code cell: .answer(…) with the number, for example .answer(500).

## rule-title

rule-title--lift-one-suit = A group moves only when it is all one suit.
rule-title--lift-descending = A group's ranks must go down one by one.
rule-title--place-one-higher = A card goes only on a card exactly one rank higher.
rule-title--nothing-on-ace = Nothing is ever placed on an ace.
rule-title--king-only-to-empty = A king can only go to an empty column.
rule-title--no-wrap-around = There is no wrap-around: an ace never goes on a king.
rule-title--lift-face-down = Face-down cards cannot be moved.
rule-title--deal-empty-column = The stock cannot deal while a column is empty.

## The board's status line

status--moved = { $cards } from column { $src } to column { $dst }.
status--turned = { $cards } turned up in column { $n }.
status--run = Run of { $suit } removed!
status--dealt = Dealt { $n } { $n ->
        [one] card
       *[other] cards
    }.
status--undone_move = Undone: { $cards } back to column { $src }.
status--undone_deal = Undone: the dealt cards are back in the stock.
status--redone = Redone.
status--new = New game { $code }.
status--restart = Back to the start of this deal.
status--new_undo = Undo brings back the game before.
status--undone_new = Undone: back to game { $code }.
status--undone_new_position = Undone: back to the position before.
status--new_hidden = New game.
status--new_position = New position.
status--won = You won! Score: { $score }, moves: { $moves }.
status--stuck = No move can help any more: undo, or start a new game.
status--hint = Hint: { $cards } from column { $src } to column { $dst }.
status--hint_why = Hint: { $cards } from column { $src } to column { $dst } ({ $why }).
status--no_hint = No useful move to suggest.
status--no_hint_deal = No useful move to suggest: you can deal from the stock.
status--hints_off = Hints are turned off for this board.
status--hints_unavailable = Hints are not available in this installation.
status--stale = The board changed before this action arrived: nothing was done.
status--bad_message = Request refused: the message is not a JSON object.
status--bad_type = Request refused: unknown request type { $field }.
status--bad_missing = Request refused: the field { $field } is missing.
status--bad_extra = Request refused: unexpected field { $field }.
status--bad_number = Request refused: { $field } must be a whole number from { $lo } to { $hi }.
status--bad_suits = Request refused: suits must be 1, 2 or 4.
status--bad_rev = Request refused: rev must be a whole number.
status--bad_setting = Setting { $field } refused: it keeps its value.
status--review_start = Reviewing the game ({ $n } { $n ->
        [one] move
       *[other] moves
    })…
status--review_running = Reviewing the game… { $i } of { $n } positions judged
status--review_done = The review is ready: { $n } costly { $n ->
        [one] move
       *[other] moves
    }.
status--review_failed = The review could not be finished.
status--review_closed = Review closed.
status--review_nothing = Nothing to review yet: play a move first.
status--solve_start = Searching for a winning line (up to { $s } s)…
status--solve_running = Searching… { $n } { $n ->
        [one] position
       *[other] positions
    }
status--solve_win = This deal can be won: a winning line of { $n } { $n ->
        [one] action
       *[other] actions
    }.
status--solve_replay = Next step plays it one action at a time.
status--solve_no_win = This deal cannot be won from here.
status--solve_time = No answer within { $s } s (budget spent).
status--solve_nodes = No answer after { $n } { $n ->
        [one] position
       *[other] positions
    } (budget spent).
status--solve_failed = The search stopped without an answer: { $why }
status--solve_cancelled = Search cancelled.
status--solve_stale = The search was stopped: the board changed.
status--solve_left = You left the winning line: ask again to search from here.
status--solve_step = Step { $i } of { $n }:
status--solve_busy = A search is already running: wait for its answer or cancel it.
status--solve_no_line = No winning line to replay: ask “Can this deal be won?” first.
status--solve_won = This game is already won.
status--internal = Something went wrong in the kernel: { $why }

## The board's buttons and captions (docs/protocol.md)

label--new = New game
label--undo = Undo
label--redo = Redo
label--deal = Deal
label--hint = Hint
label--suits = Suits
label--suits_1 = 1 · Easy
label--suits_2 = 2 · Medium
label--suits_4 = 4 · Hard
label--restart = Restart
label--restart_title = Deal this game again from its start (R)
label--record = Won: { $won } of { $played }
label--record_title = Games won and played at this level, on this computer
label--best = Best score: { $n }
label--streak = Winning streak: { $n }
label--score = Score
label--moves = Moves
label--stock = Stock
label--deals_left = Deals left: { $n }
label--removed = Runs removed
label--code = Game
label--column = Column { $n }
label--empty = empty
label--hidden = { $n } face-down
label--won = You won! Every run has left the table.
label--stuck = No move can help any more.
label--board = { $game } board
label--lifted = { $cards } selected in column { $n }
label--cancelled = Selection cancelled
label--ranks = A 2 3 4 5 6 7 8 9 10 J Q K
label--solve = Can this deal be won?
label--review = Review
label--review_title = Review the game: the expert's chance before each move, the cost of each move and the cards' luck (V)
label--describe = Describe
label--describe_title = Say the whole position (P)
label--new_title = Deal a new game (N); Undo brings this one back
label--not_played = Your next move was not played: the board changed first.
label--solve_cancel = Cancel
label--solve_step = Next step

## picture

picture--stock = Stock
picture--empty = empty
picture--deals = { $n ->
        [one] 1 deal left
       *[other] { $n } deals left
    }
picture--removed = Runs removed: { $n } of { $total }
picture--score = Score { $n }
picture--moves = Moves { $n }
picture--suits = { $n ->
        [one] 1 suit
       *[other] { $n } suits
    }
picture--scoring = { $name } scoring
picture--won = Won!
picture--title = { $game } board. { $description } Score: { $score }; moves: { $moves }.
picture--position = position

## chart

chart--actions = actions (moves and deals)
chart--actions_undo = actions (moves, deals and undos)
chart--score = score
chart--deal = deal
chart--run = run removed (+100 in every profile)
chart--undo = undo
chart--title = Score after each action
chart--scoring = { $name } scoring
chart--games = games
chart--final = final score
chart--distribution = Distribution of { $what }
chart--mean = mean
chart--win_rate = win rate
chart--undecided = { $series }: undecided deals
chart--live_alt = Score chart of the game on the board, after { $actions } { $actions ->
        [one] action
       *[other] actions
    }: the score is now { $score }.
chart--win_title = Win rate with 95% confidence interval

## teach

teach--allowed = ✔ Allowed.
teach--refused = ✘ Refused.
teach--moved = { $cards } from column { $src } to column { $dst }.
teach--dealt = The stock dealt a card on columns { $columns }.
teach--turned = { $card } turned up in column { $column }.
teach--run = A run of { $suit } was removed (+100).
teach--won = Won: every run has left the table!
teach--arrow = The arrow shows { $cards } going from column { $src } to column { $dst }.
teach--cross = Red cross: { $cards } cannot go from column { $src } to column { $dst }.
teach--marked = Dotted outline: { $columns ->
        [one] column { $columns }
       *[other] columns { $columns }
    }.

## The board's status line

status--cannot_move = Cannot move { $cards }: no column ends in a card one rank higher ({ $any_rank }), and no column is empty.
status--cannot_move_whole = Cannot move { $cards }: no column ends in a card one rank higher ({ $any_rank }), and moving the whole column to an empty one would change nothing.
status--cannot_move_king = Cannot move { $cards }: only an empty column takes a king, and no column is empty.
status--cannot_move_king_whole = Cannot move { $cards }: only an empty column takes a king, and moving the whole column to one would change nothing.

## exercise

exercise--locked-lesson-solve = Lesson mode: “Can this deal be won?” and its steps are off during a lesson.

## The board's status line

status--bad_winnable = Request refused: winnable must be true or false.
status--winnable_dealt = A winnable deal: the solver has won it.
status--deal_looking = The table of solved deals has no winnable deal for this game: the solver is looking for one (deal { $i } of at most { $n })…
status--deal_looking_progress = Looking for a winnable deal: deal { $i } of at most { $n }, { $nodes } { $nodes ->
        [one] position
       *[other] positions
    }…
status--deal_not_found = No winnable deal found: the solver tried { $n } { $n ->
        [one] deal
       *[other] deals
    }. The board keeps its game.

## The board's buttons and captions (docs/protocol.md)

label--winnable = Winnable only
label--winnable_title = Deal only games the solver has won (statistics kept apart)
label--winnable_deal = Winnable deal
label--four_colour = 4 colours
label--four_colour_title = Four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green; the suit symbols stay
label--record_title_winnable = Winnable deals won and played at this level, on this computer

## class

class--title = Solved, as a share of the learners who tried each exercise ({ $n } learners)
class--untried_note = small grey number: learners who did not try it
class--nobody_note = ; hatched: nobody tried it ({ $n })
class--solved_axis = solved (%)
class--solved_bar = solved (% of those who tried)
class--learner = learner
class--solved = solved
class--field--exercise = exercise
class--field--learners = learners
class--field--tried = tried
class--field--untried = untried
class--field--solved = solved
class--field--solved_share = solved_share
class--field--median_tries = median_tries
class--field--median_seconds = median_seconds
class--field--hints = hints
class--field--shown = shown
class--solved_hints = solved with hints
class--not_solved = tried, not solved
class--shown = answer shown
class--untried = not tried
class--puzzle = Puzzle { $n } · level { $level } · { $goal }
class--exercise = { $name } · { $goal }
class--goal--turn-up = turn up a card
class--goal--empty-column = empty a column
class--goal--remove-run = remove a run
class--goal--win = win the game
class--goal--play = play the move asked for
class--goal--only-move = the only move
class--goal--only-turns-up = the only move that turns up a card
class--goal--only-empties-column = the only move that empties a column
class--goal--only-completes-run = the only move that completes a run
class--goal--only-builds-in-suit = the only move that builds in suit
class--goal--allowed = is the move allowed?
class--goal--which-rule = which rule refuses it?
class--goal--score-after = the score after
class--goal--choice = a question
class--goal--number = a number to find
class--goal--free = the teacher's own goal

## puzzle

puzzle--key = Moving { $cards } from column { $src } { $onto }
puzzle--alt = moving { $cards } from column { $src } { $onto }
puzzle--alt-deal = dealing
puzzle--onto-card = onto { $target }
puzzle--onto-empty = into the empty column { $column }
puzzle--key-frees = { $move } frees { $cards } in column { $src }; then { $n ->
        [one] it
       *[other] they
    } can go { $onto }.
puzzle--key-empties = { $move } empties column { $column }, and then { $cards } can go there.
puzzle--key-place = { $move } makes a place for { $cards }, which can then go onto { $target }.
puzzle--key-uncovers = { $move } uncovers { $target } in column { $src }, and then { $cards } can go onto it.
puzzle--key-joins = { $move } makes one group of { $group }, which can then go { $onto }.
puzzle--key-completes = { $move } completes a run of { $suit }, which leaves the table.
puzzle--key-first = { $move } starts the shortest way ({ $n } { $n ->
        [one] move
       *[other] moves
    }).
puzzle--key-only-turns-up = { $move } turns up the face-down card in column { $column }, and no other move turns up a card.
puzzle--key-only-builds-in-suit = { $move } puts a card on the next higher card of its own suit, and no other move does.
puzzle--key-only-empties-column = { $move } empties column { $column }, and no other move empties a column.
puzzle--key-only-completes-run = { $move } completes a run of { $suit }, and no other move completes one.
puzzle--rest = From there, { $n } more { $n ->
        [one] move meets
       *[other] moves meet
    } the goal.
puzzle--rest-win = From there the search wins in { $n } more { $n ->
        [one] move
       *[other] moves
    }.
puzzle--alt-covers = The natural try, { $alt }, fails: it covers { $target }, where { $cards } { $n ->
        [one] has
       *[other] have
    } to go.
puzzle--alt-fills = The natural try, { $alt }, fails: it fills the empty column { $column }, where { $cards } { $n ->
        [one] has
       *[other] have
    } to go.
puzzle--alt-slow = The natural try, { $alt }, fails: after it the goal needs { $k } more { $k ->
        [one] move
       *[other] moves
    }, and only { $left } { $left ->
        [one] is
       *[other] are
    } left.
puzzle--alt-never = The natural try, { $alt }, fails: after it no line of the { $left } { $left ->
        [one] move
       *[other] moves
    } left meets the goal.
puzzle--alt-hidden = The natural try, { $alt }, fails: after it, only a face-down card turned up on the way could still let the goal be met in the { $left } { $left ->
        [one] move
       *[other] moves
    } left, and here none does.
puzzle--alt-no-win = The natural try, { $alt }, fails: after it the game can no longer be won.
puzzle--alt-part = The natural try, { $alt }, lifts only part of column { $column }: { $n } face-up { $n ->
        [one] card stays
       *[other] cards stay
    } on the face-down card.
puzzle--alt-other-suit = The natural try, { $alt }, goes onto a card one rank higher but of another suit, so the moved cards and that card cannot later move together as one group.
puzzle--alt-leaves = The natural try, { $alt }, leaves { $n } { $n ->
        [one] card
       *[other] cards
    } in column { $column }.
puzzle--alt-no-run = The natural try, { $alt }, builds in suit too, but brings no run together.
puzzle--level = Level { $n }

## review

review--onto = { $cards } onto { $target }
review--into = { $cards } into the empty column { $column }
review--deal = deal
review--same = Move { $n }: { $action }.
review--moved = Move { $n }: { $action }; the expert's chance went from { $before } to { $after }.
review--costly = Move { $n }, { $mark }: { $action } gave up { $cost } { $cost ->
        [one] point
       *[other] points
    } of the expert's chance; { $better } would have kept { $kept }.
review--luck = The cards it showed { $sign ->
        [gain] added
       *[loss] took
    } { $luck } { $luck ->
        [one] point
       *[other] points
    }.
review--mark--inaccuracy = inaccuracy
review--mark--mistake = mistake
review--mark--blunder = blunder
review--verdict--win = (Seeing every card: still winnable after it.)
review--verdict--lost = (Seeing every card: winnable before it, no longer after it.)
review--verdict--none = (Seeing every card: no win even before it.)
review--summary--won = Won.
review--summary--lost = Lost: no move left.
review--summary--left = Unfinished.
review--ledger = { $outcome } { $n } { $n ->
        [one] decision
       *[other] decisions
    } reviewed. The expert's chance to win was { $start } at the start and { $end } at the end: the moves gave up { $cost } { $cost ->
        [one] point
       *[other] points
    } ({ $marks }), and the cards { $sign ->
        [gain] added
       *[loss] took
    } { $luck } { $luck ->
        [one] point
       *[other] points
    }.
review--count--blunder = { $n ->
        [one] one blunder
       *[other] { $n } blunders
    }
review--count--mistake = { $n ->
        [one] one mistake
       *[other] { $n } mistakes
    }
review--count--inaccuracy = { $n ->
        [one] one inaccuracy
       *[other] { $n } inaccuracies
    }
review--count--none = no move marked
review--col--move = move
review--col--action = action
review--col--before = expert's chance before
review--col--cost = given up
review--col--luck = cards' luck
review--col--after = chance after
review--col--note = note
review--note = the expert would play { $better } ({ $kept })
review--chart--title = The expert's chance to win over the game
review--chart--x = moves played
review--chart--y = the expert's chance to win from here
review--chart--line = the expert's chance
review--chart--costly = marked move
review--chart--skill = with average luck in the cards
review--reliability--title = { $game }: the review's chance against the expert's wins
review--reliability--x = predicted chance (mean of each 20-point range)
review--reliability--y = share of those positions the expert went on to win
review--reliability--perfect = perfect
review--reliability--series = { $suits ->
        [one] { $suits } suit
       *[other] { $suits } suits
    } (skill { $skill }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    })
chance--tenths = the expert wins from here about { $n } { $n ->
        [one] time
       *[other] times
    } in 10
chance--rare = the expert rarely wins from here (less than once in 20)
chance--sure = the expert almost always wins from here (more than 19 times in 20)
chance--uncertain = how often the expert wins from here is uncertain
chance--won = every card is face up: the expert wins from here
chance--lost = every card is face up: no line wins from here
review--board--title = Review of the game
review--board--running = Reviewing: { $done } of { $total } positions judged
review--board--close = Close
review--board--y = the expert's chance to win
review--board--costly = The marked moves (blunders, mistakes, inaccuracies)
review--board--none = No move marked: none gave up 5 points or more of the expert's chance.
review--board--chart = Chart of the expert's chance to win before each move: { $start } at the start, { $end } at the end.
review--board--show = Show the position before move { $n }
review--board--position = The position before move { $n }, as you saw it
review--board--luck = With average luck in the cards the chance would end at { $skill } instead of { $end }: the gap between the two lines is the cards' luck.
