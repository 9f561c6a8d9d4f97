# Słowa spiderette-widget po polsku.
#
# Fluent (https://projectfluent.org): docs/translating.md says how to add or correct a language.
# A count chooses its form with the language's CLDR plural categories, { $n -> [one] ... *[other] ... };
# a card, { $card }, selects on what it is: [queen], [jack], [group] (several cards), [none] (only counted).
# An identifier's "--" stands for the code's "." (rule--lift-one-suit is the code's rule.lift-one-suit).


## Cards

card--rank-letter = { $rank ->
        [1] A
        [11] W
        [12] D
        [13] K
       *[other] { $rank }
    }
card--rank-name = { $rank ->
        [1] as
        [11] walet
        [12] dama
        [13] król
       *[other] { $rank }
    }
card--suit-name = { $suit ->
        [S] pik
        [H] kier
        [D] karo
       *[C] trefl
    }
card--any-rank = { $rank ->
        [2] dowolna dwójka
        [3] dowolna trójka
        [4] dowolna czwórka
        [5] dowolna piątka
        [6] dowolna szóstka
        [7] dowolna siódemka
        [8] dowolna ósemka
        [9] dowolna dziewiątka
        [10] dowolna dziesiątka
        [11] dowolny walet
        [12] dowolna dama
       *[13] dowolny król
    }
card--name = { $rank } { $suit }

## Pieces of sentences

word--and = { " " }i{ " " }
word--cards = { $cards }

## The spoken description of a position (Game.describe)

describe--stock = Stos dobierania: { $n } { $n ->
        [one] karta
        [few] karty
       *[many] kart
    }, pozostałe rozdania: { $deals }
describe--stock_empty = Stos dobierania: pusty
describe--removed = usunięte sekwensy: { $n }
describe--removed_none = nie usunięto żadnego sekwensu
describe--column = kolumna { $column }: zakryte karty: { $hidden }, następnie { $names }
describe--column_empty = kolumna { $column }: pusta

## Rule reminders: a refused move quotes its rule (IllegalMove.rule)

rule--lift-one-suit = Nie można przenieść razem kart { $group }: grupę można przenieść tylko wtedy, gdy wszystkie jej karty są w jednym kolorze, a { $card } ma inny kolor.
rule--lift-descending = Nie można przenieść razem kart { $group }: rangi kart w grupie muszą następować kolejno malejąco, a { $card } nie następuje bezpośrednio po { $above }.
rule--lift-face-down = Kolumna { $column } ma tylko { $up } { $up ->
        [one] odkrytą kartę
        [few] odkryte karty
       *[many] odkrytych kart
    }: zakrytych kart nie można przenosić.
rule--place-one-higher = Nie można położyć { $card } na { $target }: kartę można położyć tylko na karcie o jedną rangę wyższej, niezależnie od jej koloru.
rule--nothing-on-ace = Nie można położyć { $card } na { $target }: as jest najniższą kartą, więc na asie niczego się nie kładzie.
rule--king-only-to-empty = Nie można położyć { $card } na { $target }: król jest najwyższą kartą i można go przenieść tylko do pustej kolumny.
rule--no-wrap-around = Nie można położyć { $card } na { $target }: as jest najniższą kartą i nie następuje po królu.
rule--deal-empty-column = Nie można rozdać kart, dopóki choć jedna kolumna jest pusta: najpierw połóż { $columns ->
        [one] kartę w kolumnie
        [few] po jednej karcie w kolumnach
       *[many] po jednej karcie w kolumnach
    } { $columns }.
rule--stock-empty = Stos dobierania jest pusty: nie ma już czego rozdawać.
rule--same-column = Te karty są już w kolumnie { $column }.
rule--empty-source = Kolumna { $column } jest pusta: nie ma czego przenieść.
rule--no-such-column = Nie ma kolumny { $column }: kolumny mają numery od 1 do { $columns }.
rule--bad-count = { $count } to nie jest liczba kart: przenieś co najmniej 1.
rule--nothing-to-undo = Nie ma czego cofnąć.
rule--undo-limit = Można cofnąć tylko { $limit ->
        [one] ostatnią akcję
        [few] { $limit } ostatnie akcje
       *[many] { $limit } ostatnich akcji
    }.
rule--nothing-to-redo = Nie ma czego ponowić.
rule--undo-off = W tej partii cofanie jest wyłączone: każdy ruch i każde rozdanie są ostateczne.
rule--undo-barrier-deal = W tej partii nie można cofnąć rozdania: cofać można tylko do ostatniego rozdania lub ostatniego usuniętego sekwensu.
rule--undo-barrier-run = W tej partii nie można cofnąć ruchu, który usunął sekwens: cofać można tylko do ostatniego rozdania lub ostatniego usuniętego sekwensu.

## Hints: why a move is suggested (Hint.reason)

hint--completes-run = kompletuje sekwens w kolumnie { $column }
hint--turns-up = odkrywa kartę w kolumnie { $column }
hint--empties-column = opróżnia kolumnę { $column }
hint--builds-in-suit = kładzie { $card } na { $target } w tym samym kolorze
hint--wins = zaczyna zwycięską linię liczącą { $steps } { $steps ->
        [one] ruch
        [few] ruchy
       *[many] ruchów
    }
hint--arranges = kładzie { $card } na { $target } przed następnym rozdaniem, aby mniej kart leżało nie po kolei
hint--fills-column = zajmuje pustą kolumnę { $column }, aby można było rozdać karty
hint--prepares-turn-up = pierwszy z { $steps } { $steps ->
        [one] ruchu, który odkryje
        [few] ruchów, które odkryją
       *[many] ruchów, które odkryją
    } kartę w kolumnie { $column }
hint--prepares-run = pierwszy z { $steps } { $steps ->
        [one] ruchu, który skompletuje
        [few] ruchów, które skompletują
       *[many] ruchów, które skompletują
    } sekwens w kolumnie { $column }

## plan

plan--then-turn-up = , aby odkryć kartę w kolumnie { $goal_column }
plan--then-run = , aby skompletować sekwens w kolumnie { $goal_column }
plan--together = , nie rozdzielając { $cards }
plan--odds = ; { $chance }

## exercise

exercise--goal-play = Przenieś { $cards } z kolumny { $src } do kolumny { $dst }.
exercise--goal-play-deal = Rozdaj nowy rząd kart ze stosu dobierania.
exercise--goal-only-turns-up = Znajdź jedyny ruch, który odkrywa kartę.
exercise--goal-only-empties-column = Znajdź jedyny ruch, który opróżnia kolumnę.
exercise--goal-only-completes-run = Znajdź jedyny ruch, który kompletuje sekwens.
exercise--goal-only-builds-in-suit = Znajdź jedyny ruch, który kładzie kartę na karcie o jedną rangę wyższej w tym samym kolorze.
exercise--goal-turn-up = Odkryj zakrytą kartę w kolumnie { $column }{ $within }.
exercise--goal-empty-column = Opróżnij kolumnę { $column }{ $within }.
exercise--goal-empty-any = Opróżnij dowolną kolumnę{ $within }.
exercise--goal-remove-run = Usuń pełny sekwens (od króla do asa w jednym kolorze){ $within }.
exercise--goal-win = Wygraj partię z tej pozycji{ $within }.
exercise--goal-allowed = Czy ten ruch będzie dozwolony: { $cards } z kolumny { $src } do kolumny { $dst }? Odpowiedz tak lub nie.
exercise--goal-allowed-deal = Czy można teraz rozdać karty? Odpowiedz tak lub nie.
exercise--goal-score-after = Jaki będzie wynik { $n ->
        [one] po tym ruchu
        [few] po tych ruchach
       *[many] po tych ruchach
    }: { $moves }?
exercise--goal-which-rule = Która zasada nie pozwala na ten ruch: { $cards } z kolumny { $src } do kolumny { $dst }?
exercise--goal-which-rule-deal = Która zasada nie pozwala teraz rozdać kart?
exercise--step = z kolumny { $src } do { $dst } ({ $cards })
exercise--step-deal = rozdanie
exercise--yes = Tak
exercise--no = Nie
exercise--right = Dobrze.
exercise--open = Jeszcze nie.
exercise--open-left = Jeszcze nie: { $n ->
        [one] został 1 ruch
        [few] zostały { $n } ruchy
       *[many] zostało { $n } ruchów
    }.
exercise--lost-no-moves = Celu nie da się już osiągnąć: nie ma już żadnego ruchu. Zacznij od nowa, aby spróbować ponownie.
exercise--lost-no-way = Celu nie da się już osiągnąć w pozostałych ruchach. Zacznij od nowa, aby spróbować ponownie.
exercise--lost-wrong-move = To nie jest ruch, o który chodziło: celu nie da się już osiągnąć. Zacznij od nowa, aby spróbować ponownie.
exercise--lost-stuck = Żaden ruch już nie pomaga: celu nie da się już osiągnąć. Zacznij od nowa, aby spróbować ponownie.
exercise--lost-predicate = Celu nie da się już osiągnąć. Zacznij od nowa, aby spróbować ponownie.
exercise--wrong-retry = Niezupełnie. { $why }Spróbuj jeszcze raz: { $n ->
        [one] została 1 próba
        [few] zostały { $n } próby
       *[many] zostało { $n } prób
    }.
exercise--wrong-lost = Niezupełnie. { $why }Nie masz już więcej prób: „Pokaż” poda odpowiedź, a „Od nowa” pozwoli spróbować ponownie.
exercise--wrong-told = Niezupełnie. { $why }„Od nowa” pozwoli spróbować ponownie.
exercise--missed-turns-up = Ruch z kolumny { $src } do kolumny { $dst } nie odkrywa żadnej karty.
exercise--missed-empties-column = Ruch z kolumny { $src } do kolumny { $dst } zostawia karty w kolumnie { $src }.
exercise--missed-completes-run = Ruch z kolumny { $src } do kolumny { $dst } nie kompletuje żadnego sekwensu.
exercise--missed-builds-in-suit = Ruch z kolumny { $src } do kolumny { $dst } nie kładzie żadnej karty na karcie o jedną rangę wyższej w tym samym kolorze.
exercise--over-met = Cel został osiągnięty. Zacznij od nowa, aby zagrać jeszcze raz.
exercise--over-lost = Celu nie da się już osiągnąć. Zacznij od nowa, aby spróbować ponownie.
exercise--question-only = To ćwiczenie zadaje pytanie: odpowiedz na nie; plansza służy do obserwacji.
exercise--board-only = To ćwiczenie rozgrywa się na planszy: wymaga ruchów, a nie odpowiedzi.
exercise--reset = Powrót do początku.
exercise--shown-line = Odpowiedź: { $line }.
exercise--shown-value = Odpowiedź: { $value }
exercise--shown-none = Nie znaleziono odpowiedzi w ramach limitu wyszukiwania.
exercise--allowed = Ten ruch jest dozwolony: { $target } to karta o jedną rangę wyższa niż { $card }.
exercise--allowed-empty = Ten ruch jest dozwolony: kolumna { $dst } jest pusta, a można do niej przenieść dowolną kartę lub grupę w jednym kolorze.
exercise--allowed-deal = Rozdanie jest dozwolone: na stosie dobierania są karty, a żadna kolumna nie jest pusta.
exercise--kept = To nie ta zasada blokuje ten ruch: { $why }
exercise--keeps--lift-one-suit = { $n ->
        [one] przenosi tylko jedną kartę, { $card }
        [few] karty { $cards } są w jednym kolorze
       *[many] karty { $cards } są w jednym kolorze
    }.
exercise--keeps--lift-descending = { $n ->
        [one] przenosi tylko jedną kartę, { $card }
        [few] rangi kart { $cards } maleją kolejno
       *[many] rangi kart { $cards } maleją kolejno
    }.
exercise--keeps--lift-face-down = przenosi tylko odkryte karty.
exercise--keeps--place-one-higher = { $target } to karta o jedną rangę wyższa niż { $card }.
exercise--keeps--nothing-on-ace = { $target }, karta, na którą miałaby trafić, nie jest asem.
exercise--keeps--king-only-to-empty = { $card } nie jest królem.
exercise--keeps--no-wrap-around = nie kładzie asa na królu.
exercise--keeps--deal-empty-column = ta zasada dotyczy rozdawania, a to jest ruch.
exercise--keeps-empty = kolumna { $dst } jest pusta, a do pustej kolumny można przenieść każdą kartę.
exercise--keeps-deal = rozdanie nie przenosi kart z kolumny do kolumny.
exercise--too-high = To za dużo.
exercise--too-low = To za mało.
exercise--score-why = { $start } na początku{ $parts } = { $score }.
exercise--score-actions = ruchy i rozdania
exercise--score-runs = usunięte sekwensy
exercise--score-turned = odkryte karty
exercise--nudge-turn-up = Zakryta karta odkrywa się, gdy wszystkie leżące na niej odkryte karty opuszczą kolumnę { $column }: gdzie mogą trafić?
exercise--nudge-empty-column = Każda karta z kolumny { $column } musi gdzieś trafić: które kolumny mogą je przyjąć?
exercise--nudge-empty-any = Poszukaj kolumny bez zakrytych kart i z niewieloma kartami: gdzie mogą trafić?
exercise--nudge-remove-run = Sekwens znika ze stołu, gdy w jednej kolumnie leżą karty od króla do asa w jednym kolorze: który sekwens jest prawie kompletny?
exercise--nudge-win = Odkrywaj zakryte karty, układaj karty w tym samym kolorze i zostawiaj pustą kolumnę, kiedy możesz.
exercise--nudge-play = Przeciągnij karty z kolumny { $src } i upuść je w kolumnie { $dst }.
exercise--nudge-only-turns-up = Które kolumny mają zakryte karty i czy da się przenieść wszystkie leżące na nich odkryte karty?
exercise--nudge-only-empties-column = Która kolumna nie ma zakrytych kart i gdzie mogą trafić jej karty?
exercise--nudge-only-completes-run = Poszukaj grupy w jednym kolorze, która zaczyna się od króla: jakich kart jej brakuje?
exercise--nudge-only-builds-in-suit = Porównaj kolory: która karta jest o jedną rangę niższa od karty w tym samym kolorze na końcu innej kolumny?
exercise--nudge-move-onto = { $card } miałaby trafić na { $target } w kolumnie { $dst }: jaką rangę musi mieć karta, na której można położyć { $card }?
exercise--nudge-group-onto = Przeczytaj grupę { $cards } od góry: jeden kolor, rangi malejące kolejno? Potem spójrz na { $target }, kartę, na którą miałaby trafić.
exercise--nudge-move-empty = Ruch prowadzi do pustej kolumny { $dst }: co wolno przenieść do pustej kolumny?
exercise--nudge-choice = Zanim odpowiesz, porównaj każdą odpowiedź z planszą: która z nich pasuje do tej pozycji?
exercise--nudge-deal-rules = Spójrz na stos dobierania i na wszystkie kolumny: czy któraś jest pusta?
exercise--nudge-score = W punktacji { $profile } partia zaczyna się od { $start }; ruch lub rozdanie to { $action }, usunięty sekwens { $run }, odkryta karta { $turned }.
exercise--nudge-start = Zacznij od kolumny { $src }.
exercise--nudge-start-deal = Zacznij od rozdania kart.
exercise--nudge-move = Przenieś { $cards } z kolumny { $src } do kolumny { $dst }.
exercise--nudge-deal = Rozdaj karty ze stosu dobierania.
exercise--nudge-over = Zacznij od nowa, aby spróbować ponownie.
exercise--why-steps = Najkrótsza droga to { $n } { $n ->
        [one] ruch
        [few] ruchy
       *[many] ruchów
    }: { $steps }.
exercise--why-win-steps = Zwycięska linia liczy { $n } { $n ->
        [one] ruch
        [few] ruchy
       *[many] ruchów
    }: { $steps }.
exercise--why-turn-up = Wszystkie odkryte karty z kolumny { $column } muszą ją opuścić, zanim zakryta karta się odkryje.
exercise--why-empty-column = Kolumna staje się pusta, gdy wszystkie jej karty trafią do innych kolumn.
exercise--why-remove-run = Sekwens znika ze stołu, gdy tylko karty od króla do asa w jednym kolorze leżą razem na końcu kolumny.
exercise--why-win = Wyszukiwanie znalazło tę linię: odkrywa wszystkie karty i usuwa wszystkie sekwensy.
exercise--why-only-turns-up = Tylko ten ruch zdejmuje wszystkie odkryte karty z zakrytej karty.
exercise--why-only-empties-column = Tylko ten ruch zabiera ostatnie karty z kolumny.
exercise--why-only-completes-run = Tylko ten ruch łączy karty od króla do asa w jednym kolorze.
exercise--why-only-builds-in-suit = Tylko ta karta może trafić na kartę o jedną rangę wyższą w tym samym kolorze.
exercise--why-group = Grupa w jednym kolorze przenosi się w całości.
exercise--why-empty = Pusta kolumna przyjmie dowolną kartę lub grupę, nie tylko króla.
exercise--why-deal = Rozdanie dokłada nowe karty do każdej kolumny.
exercise--within = { " " }w co najwyżej { $n } { $n ->
        [one] ruchu
        [few] ruchach
       *[many] ruchach
    }
exercise--met = Cel osiągnięty w { $n } { $n ->
        [one] ruchu
        [few] ruchach
       *[many] ruchach
    }.
exercise--met-after-shown = Odpowiedź była już wcześniej pokazana, więc ćwiczenie nie liczy się jako rozwiązane.
exercise--cards = { $n } { $n ->
        [one] karta
        [few] karty
       *[many] kart
    }
exercise--locked-lesson = Tryb lekcji: plansza pozostaje przy rozdaniu z lekcji.
exercise--locked-exercise = Podczas ćwiczenia plansza pozostaje w pozycji ćwiczenia: „Od nowa” zaczyna ćwiczenie od początku.
exercise--no-redo = W ćwiczeniu nie ma ponawiania: wykonaj ruch jeszcze raz.
exercise--hint-off = Tryb lekcji: bez podpowiedzi.

## answer

answer--option = { $value } nie jest żadną z odpowiedzi: podaj numer odpowiedzi od 1 do { $n } albo jej treść.
answer--whole-number = { $value } nie jest liczbą całkowitą: podaj liczbę całkowitą.
answer--points = { $value } nie jest liczbą całkowitą: podaj wynik, czyli całkowitą liczbę punktów.

## The board's status line

status--teacher_option = Podczas lekcji lub ćwiczenia { $field } zmienia tylko kod nauczyciela.

## exercise

exercise--last = To było ostatnie ćwiczenie.
exercise--level-done = To było ostatnie zadanie poziomu { $level }: rozwiązano { $solved } z { $n }.
exercise--set-done = To było ostatnie ćwiczenie: rozwiązano { $solved } z { $n }.
exercise--next-one = Ćwiczenie { $i } z { $n }: { $goal }
exercise--label--reset = Od nowa
exercise--label--show = Pokaż
exercise--label--next = Następne ćwiczenie
exercise--label--tries = Próby: { $n }
exercise--label--hints = Podpowiedzi: { $n }
exercise--label--goal = Cel
exercise--label--answer = Odpowiedz
exercise--label--of = Ćwiczenie { $i } z { $n }
exercise--label--open = W toku
exercise--label--met = Cel osiągnięty
exercise--label--lost = Nie da się już osiągnąć
exercise--label--wrong = Błędna odpowiedź
exercise--label--shown = Pokazano odpowiedź
exercise--label--number = Twoja odpowiedź
exercise--label--levels = Poziom
exercise--label--pick = Ćwiczenie
exercise--label--pick_puzzle = Zadanie
exercise--label--level = Poziom { $n }
exercise--wrong-lost-code = Niezupełnie. { $why }Nie masz już więcej prób: show() poda odpowiedź, a reset() pozwoli spróbować ponownie.
exercise--wrong-told-code = Niezupełnie. { $why }reset() pozwoli spróbować ponownie.
exercise--lost-no-moves-code = Celu nie da się już osiągnąć: nie ma już żadnego ruchu. reset() pozwoli spróbować ponownie.
exercise--lost-no-way-code = Celu nie da się już osiągnąć w pozostałych ruchach. reset() pozwoli spróbować ponownie.
exercise--lost-wrong-move-code = To nie jest ruch, o który chodziło: celu nie da się już osiągnąć. reset() pozwoli spróbować ponownie.
exercise--lost-stuck-code = Żaden ruch już nie pomaga: celu nie da się już osiągnąć. reset() pozwoli spróbować ponownie.
exercise--lost-predicate-code = Celu nie da się już osiągnąć. reset() pozwoli spróbować ponownie.
exercise--over-met-code = Cel został osiągnięty. reset() pozwoli zagrać jeszcze raz.
exercise--over-lost-code = Celu nie da się już osiągnąć. reset() pozwoli spróbować ponownie.
exercise--nudge-over-code = reset() pozwoli spróbować ponownie.
exercise--slip-unquoted = Funkcja play() dostała { $value }, a nie ruch: bez cudzysłowu Python czyta 1>2 jako porównanie. Zapisz ruch w cudzysłowie: play("1>2").
exercise--slip-type = Funkcja play() dostała { $value }, a nie ruch: zapisz ruch w cudzysłowie, np. play("1>2") (z kolumny 1 do kolumny 2) albo play("deal").
exercise--slip-text = „{ $text }” to nie jest poprawnie zapisany ruch: zapisz go jako "1>2" (z kolumny 1 do kolumny 2), { $cards_typed } (karta na kartę) albo "deal".
exercise--slip-no-card = { $card } nie jest odkrytą kartą, którą można tu przenieść: wskaż widoczną kartę albo zapisz kolumny, np. "1>2".
exercise--slip-no-target = Żadna kolumna nie kończy się kartą { $card }: wskaż ostatnią kartę kolumny albo jej numer, np. "1>2".
# Ruch wpisany w komórce kodu, ex.play("..."): see en.ftl.
typed--joining = z ze do na kolumny kolumna kolumnę kolumnie przenieś
typed--deal = rozdaj rozdanie
typed--example-columns = z kolumny 1 do kolumny 2
typed--example-cards = 9♥ na 10♠
typed--example-card-to-column = przenieś 9♥ do kolumny 2
exercise--how-to-answer = Z komórki kodu: .answer("{ $first }") albo numer odpowiedzi, .answer(1) (tekst w cudzysłowie).
exercise--how-to-answer-number = Z komórki kodu: .answer(…) z liczbą, na przykład .answer(500).

## rule-title

rule-title--lift-one-suit = Grupę można przenieść tylko wtedy, gdy wszystkie jej karty są w jednym kolorze.
rule-title--lift-descending = Rangi w grupie muszą maleć kolejno.
rule-title--place-one-higher = Kartę kładzie się tylko na karcie o jedną rangę wyższej.
rule-title--nothing-on-ace = Na asie nie można niczego położyć.
rule-title--king-only-to-empty = Króla można przenieść tylko do pustej kolumny.
rule-title--no-wrap-around = As jest najniższą kartą i nie następuje po królu: as nigdy nie trafia na króla.
rule-title--lift-face-down = Zakrytych kart nie można przenosić.
rule-title--deal-empty-column = Nie można rozdać kart, dopóki choć jedna kolumna jest pusta.

## The board's status line

status--moved = { $cards } z kolumny { $src } do kolumny { $dst }.
status--turned = W kolumnie { $n } odkryto { $cards }.
status--run = Usunięto sekwens { $suit }!
status--dealt = Rozdano { $n } { $n ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
status--undone_move = Cofnięto ruch: { $cards } z powrotem w kolumnie { $src }.
status--undone_deal = Cofnięto rozdanie: rozdane karty wróciły na stos dobierania.
status--redone = Ponowiono.
status--new = Nowa partia { $code }.
status--restart = Powrót do początku tego rozdania.
status--new_undo = „Cofnij” przywraca poprzednią partię.
status--undone_new = Cofnięto nową partię: powrót do partii { $code }.
status--undone_new_position = Cofnięto: powrót do poprzedniego układu kart.
status--new_hidden = Nowa partia.
status--new_position = Nowy układ kart.
status--won = Wygrana! Wynik: { $score }, liczba ruchów: { $moves }.
status--stuck = Żaden ruch już nie pomoże: cofnij ruch albo zacznij nową partię.
status--hint = Podpowiedź: { $cards } z kolumny { $src } do kolumny { $dst }.
status--hint_why = Podpowiedź: { $cards } z kolumny { $src } do kolumny { $dst } ({ $why }).
status--no_hint = Nie ma ruchu, który warto podpowiedzieć.
status--no_hint_deal = Nie ma ruchu, który warto podpowiedzieć: możesz rozdać karty ze stosu dobierania.
status--hints_off = Podpowiedzi są wyłączone na tej planszy.
status--hints_unavailable = Podpowiedzi nie są dostępne w tej instalacji.
status--stale = Plansza zmieniła się, zanim dotarło to polecenie: nic nie zrobiono.
status--bad_message = Odrzucono polecenie: wiadomość nie jest obiektem JSON.
status--bad_type = Odrzucono polecenie: nieznany rodzaj polecenia { $field }.
status--bad_missing = Odrzucono polecenie: brak pola { $field }.
status--bad_extra = Odrzucono polecenie: nieoczekiwane pole { $field }.
status--bad_number = Odrzucono polecenie: { $field } musi być liczbą całkowitą od { $lo } do { $hi }.
status--bad_suits = Odrzucono polecenie: liczba kolorów musi wynosić 1, 2 lub 4.
status--bad_rev = Odrzucono polecenie: rev musi być liczbą całkowitą.
status--bad_setting = Odrzucono ustawienie { $field }: zachowuje poprzednią wartość.
status--review_start = Przegląd partii ({ $n } { $n ->
        [one] ruch
        [few] ruchy
       *[many] ruchów
    })…
status--review_running = Przegląd partii… oceniono { $i } z { $n } pozycji
status--review_done = Przegląd gotowy: { $n } { $n ->
        [one] kosztowny ruch
        [few] kosztowne ruchy
       *[many] kosztownych ruchów
    }.
status--review_failed = Nie udało się dokończyć przeglądu.
status--review_closed = Przegląd zamknięty.
status--review_nothing = Nie ma jeszcze czego przeglądać: najpierw wykonaj ruch.
status--solve_start = Szukanie zwycięskiej linii (do { $s } s)…
status--solve_running = Szukanie… sprawdzono { $n } { $n ->
        [one] pozycję
        [few] pozycje
       *[many] pozycji
    }
status--solve_win = Tę partię da się wygrać: zwycięska linia liczy { $n } { $n ->
        [one] krok
        [few] kroki
       *[many] kroków
    }.
status--solve_replay = „Następny krok” rozgrywa ją krok po kroku.
status--solve_no_win = Tej partii nie da się wygrać z tej pozycji.
status--solve_time = Brak odpowiedzi w ciągu { $s } s (limit czasu wyczerpany).
status--solve_nodes = Brak odpowiedzi po { $n } { $n ->
        [one] pozycji
        [few] pozycjach
       *[many] pozycjach
    } (limit wyczerpany).
status--solve_failed = Szukanie zakończyło się bez odpowiedzi: { $why }
status--solve_cancelled = Przerwano szukanie.
status--solve_stale = Przerwano szukanie: plansza się zmieniła.
status--solve_left = Opuszczono zwycięską linię: zapytaj ponownie, aby szukać od tej pozycji.
status--solve_step = Krok { $i } z { $n }:
status--solve_busy = Szukanie już trwa: poczekaj na odpowiedź albo je przerwij.
status--solve_no_line = Brak zwycięskiej linii do rozegrania: najpierw zapytaj „Czy tę partię da się wygrać?”.
status--solve_won = Ta partia jest już wygrana.
status--internal = W jądrze wystąpił błąd: { $why }

## The board's buttons and captions (docs/protocol.md)

label--new = Nowa partia
label--undo = Cofnij
label--redo = Ponów
label--deal = Rozdaj
label--hint = Podpowiedź
label--suits = Kolory
label--suits_1 = 1 · Łatwy
label--suits_2 = 2 · Średni
label--suits_4 = 4 · Trudny
label--restart = Od początku
label--restart_title = Zagraj to rozdanie od początku (R)
label--record = Wygrane: { $won } z { $played }
label--record_title = Partie wygrane i rozegrane na tym poziomie, na tym komputerze
label--best = Najlepszy wynik: { $n }
label--streak = Zwycięstwa z rzędu: { $n }
label--score = Wynik
label--moves = Ruchy
label--stock = Stos dobierania
label--deals_left = Pozostałe rozdania: { $n }
label--removed = Usunięte sekwensy
label--code = Partia
label--column = Kolumna { $n }
label--empty = pusta
label--hidden = zakryte karty: { $n }
label--won = Wygrana! Wszystkie sekwensy zostały usunięte.
label--stuck = Żaden ruch już nie pomoże.
label--board = Plansza gry { $game }
label--lifted = Wybrano w kolumnie { $n }: { $cards }
label--cancelled = Anulowano wybór
label--ranks = A 2 3 4 5 6 7 8 9 10 W D K
label--solve = Czy tę partię da się wygrać?
label--review = Przejrzyj
label--review_title = Przegląd partii: szansa eksperta przed każdym ruchem, koszt każdego ruchu i szczęście w kartach (V)
label--describe = Opisz
label--describe_title = Opisz całą pozycję (P)
label--new_title = Rozdaj nową partię (N); „Cofnij” przywróci obecną
label--not_played = Następny ruch nie został wykonany: plansza zmieniła się wcześniej.
label--solve_cancel = Przerwij
label--solve_step = Następny krok

## picture

picture--stock = Stos dobierania
picture--empty = pusty
picture--deals = pozostałe
        rozdania: { $n }
picture--removed = Usunięte sekwensy: { $n } z { $total }
picture--score = Wynik { $n }
picture--moves = Ruchy { $n }
picture--suits = kolory: { $n }
picture--scoring = punktacja „{ $name }”
picture--won = Wygrana!
picture--title = Plansza gry { $game }. { $description } Wynik: { $score }; liczba ruchów: { $moves }.
picture--position = pozycja

## chart

chart--actions = akcje (ruchy i rozdania)
chart--actions_undo = akcje (ruchy, rozdania i cofnięcia)
chart--score = wynik
chart--deal = rozdanie
chart--run = usunięty sekwens (+100 w każdej punktacji)
chart--undo = cofnięcie
chart--title = Wynik po każdej akcji
chart--scoring = punktacja { $name }
chart--games = partie
chart--final = wynik końcowy
chart--distribution = Rozkład: { $what }
chart--mean = średnia
chart--win_rate = odsetek wygranych
chart--undecided = { $series }: rozdania nierozstrzygnięte
chart--live_alt = Wykres wyniku partii na planszy po { $actions } { $actions ->
        [one] akcji
        [few] akcjach
       *[many] akcjach
    }: wynik wynosi teraz { $score }.
chart--win_title = Odsetek wygranych z 95-procentowym przedziałem ufności

## teach

teach--allowed = ✔ Ruch dozwolony.
teach--refused = ✘ Ruch odrzucony.
teach--moved = { $cards } z kolumny { $src } do kolumny { $dst }.
teach--dealt = Rozdano po jednej karcie na kolumny { $columns }.
teach--turned = W kolumnie { $column } odkryto { $card }.
teach--run = Usunięto sekwens { $suit } (+100).
teach--won = Wygrana: wszystkie sekwensy zostały usunięte!
teach--arrow = Strzałka pokazuje przeniesienie { $cards } z kolumny { $src } do kolumny { $dst }.
teach--cross = Czerwony krzyżyk: { $cards } nie można przenieść z kolumny { $src } do kolumny { $dst }.
teach--marked = Kropkowana ramka: { $columns ->
        [one] kolumna { $columns }
        [few] kolumny { $columns }
       *[many] kolumny { $columns }
    }.

## The board's status line

status--cannot_move = Nie można przenieść { $cards }: żadna kolumna nie kończy się kartą o jedną rangę wyższą ({ $any_rank }), a żadna kolumna nie jest pusta.
status--cannot_move_whole = Nie można przenieść { $cards }: żadna kolumna nie kończy się kartą o jedną rangę wyższą ({ $any_rank }), a przeniesienie całej kolumny do pustej niczego nie zmieni.
status--cannot_move_king = Nie można przenieść { $cards }: króla przyjmuje tylko pusta kolumna, a żadna kolumna nie jest pusta.
status--cannot_move_king_whole = Nie można przenieść { $cards }: króla przyjmuje tylko pusta kolumna, a przeniesienie całej kolumny do pustej niczego nie zmieni.

## exercise

exercise--locked-lesson-solve = Tryb lekcji: funkcja „Czy tę partię da się wygrać?” i jej kroki są wyłączone.

## The board's status line

status--bad_winnable = Odrzucono polecenie: winnable musi mieć wartość true albo false.
status--winnable_dealt = Rozdanie z rozwiązaniem: program rozwiązujący już je wygrał.
status--deal_looking = Tabela rozwiązanych rozdań nie ma rozdania z rozwiązaniem dla tej gry: program rozwiązujący szuka takiego (rozdanie { $i } z najwyżej { $n })…
status--deal_looking_progress = Szukanie rozdania z rozwiązaniem: rozdanie { $i } z najwyżej { $n }, { $nodes } { $nodes ->
        [one] pozycja
        [few] pozycje
       *[many] pozycji
    }…
status--deal_not_found = Nie znaleziono rozdania z rozwiązaniem: program rozwiązujący sprawdził { $n } { $n ->
        [one] rozdanie
        [few] rozdania
       *[many] rozdań
    }. Plansza zostaje przy swojej partii.

## The board's buttons and captions (docs/protocol.md)

label--winnable = Z rozwiązaniem
label--winnable_title = Tylko rozdania, które program rozwiązujący już wygrał (osobne statystyki)
label--winnable_deal = Rozdanie z rozwiązaniem
label--four_colour = 4 barwy
label--four_colour_title = Talia czterobarwna: ♠ czarne, ♥ czerwone, ♦ niebieskie, ♣ zielone; symbole kolorów zostają bez zmian
label--record_title_winnable = Rozdania z rozwiązaniem: wygrane i rozegrane na tym poziomie, na tym komputerze

## class

class--title = Odsetek uczniów, którzy rozwiązali ćwiczenie, spośród tych, którzy próbowali je rozwiązać ({ $n } { $n ->
        [one] uczeń
        [few] uczniów
       *[many] uczniów
    })
class--untried_note = mała szara liczba: uczniowie, którzy nie podjęli próby
class--nobody_note = ; zakreskowane: nikt nie podjął próby ({ $n })
class--solved_axis = rozwiązane (%)
class--solved_bar = rozwiązane (% próbujących)
class--learner = uczeń
class--solved = rozwiązane
class--field--exercise = ćwiczenie
class--field--learners = uczniowie
class--field--tried = próbowali
class--field--untried = nie próbowali
class--field--solved = rozwiązali
class--field--solved_share = % rozwiązanych
class--field--median_tries = próby (mediana)
class--field--median_seconds = sekundy (mediana)
class--field--hints = podpowiedzi
class--field--shown = pokazane odpowiedzi
class--solved_hints = rozwiązane z podpowiedziami
class--not_solved = nierozwiązane mimo prób
class--shown = pokazano odpowiedź
class--untried = bez próby
class--puzzle = Zadanie { $n } · poziom { $level } · { $goal }
class--exercise = { $name } · { $goal }
class--goal--turn-up = odkryć kartę
class--goal--empty-column = opróżnić kolumnę
class--goal--remove-run = usunąć sekwens
class--goal--win = wygrać partię
class--goal--play = wykonać podany ruch
class--goal--only-move = jedyny ruch
class--goal--only-turns-up = jedyny ruch, który odkrywa kartę
class--goal--only-empties-column = jedyny ruch, który opróżnia kolumnę
class--goal--only-completes-run = jedyny ruch, który kompletuje sekwens
class--goal--only-builds-in-suit = jedyny ruch w tym samym kolorze
class--goal--allowed = czy ruch jest dozwolony?
class--goal--which-rule = która zasada na niego nie pozwala?
class--goal--score-after = wynik po ruchach
class--goal--choice = pytanie
class--goal--number = liczba do podania
class--goal--free = cel nauczyciela

## puzzle

puzzle--key = Przeniesienie { $cards } z kolumny { $src } { $onto }
puzzle--alt = przeniesienie { $cards } z kolumny { $src } { $onto }
puzzle--alt-deal = rozdanie kart
puzzle--onto-card = na { $target }
puzzle--onto-empty = do pustej kolumny { $column }
puzzle--key-frees = { $move } uwalnia { $cards } w kolumnie { $src }; potem { $n ->
        [one] tę kartę
        [few] te karty
       *[many] te karty
    } można przenieść { $onto }.
puzzle--key-empties = { $move } opróżnia kolumnę { $column }; potem można tam przenieść { $cards }.
puzzle--key-place = { $move } robi miejsce: potem { $cards } można położyć na { $target }.
puzzle--key-uncovers = { $move } odsłania { $target } w kolumnie { $src }; potem można tam przenieść { $cards }.
puzzle--key-joins = { $move } łączy { $group } w jedną grupę, którą potem można przenieść { $onto }.
puzzle--key-completes = { $move } kompletuje sekwens { $suit }, który od razu znika ze stołu.
puzzle--key-first = { $move } to pierwszy krok najkrótszej drogi ({ $n } { $n ->
        [one] ruch
        [few] ruchy
       *[many] ruchów
    }).
puzzle--key-only-turns-up = { $move } odkrywa zakrytą kartę w kolumnie { $column }; żaden inny ruch nie odkrywa karty.
puzzle--key-only-builds-in-suit = { $move } kładzie kartę na karcie o jedną rangę wyższej w tym samym kolorze; żaden inny ruch tego nie robi.
puzzle--key-only-empties-column = { $move } opróżnia kolumnę { $column }; żaden inny ruch nie opróżnia kolumny.
puzzle--key-only-completes-run = { $move } kompletuje sekwens { $suit }; żaden inny ruch nie kompletuje sekwensu.
puzzle--rest = Od tego miejsca do celu { $n ->
        [one] wystarczy jeszcze jeden ruch
        [few] wystarczą jeszcze { $n } ruchy
       *[many] wystarczy jeszcze { $n } ruchów
    }.
puzzle--rest-win = Od tej pozycji program rozwiązujący wygrywa w { $n ->
        [one] jednym ruchu
        [few] { $n } ruchach
       *[many] { $n } ruchach
    }.
puzzle--alt-covers = Najbardziej oczywisty ruch, { $alt }, zawodzi: zakrywa { $target }, a właśnie tam { $n ->
        [one] musi trafić
        [few] muszą trafić
       *[many] muszą trafić
    } { $cards }.
puzzle--alt-fills = Najbardziej oczywisty ruch, { $alt }, zawodzi: zajmuje pustą kolumnę { $column }, a właśnie tam { $n ->
        [one] musi trafić
        [few] muszą trafić
       *[many] muszą trafić
    } { $cards }.
puzzle--alt-slow = Najbardziej oczywisty ruch, { $alt }, zawodzi: potem do celu potrzeba jeszcze { $k ->
        [one] jednego ruchu
        [few] { $k } ruchów
       *[many] { $k } ruchów
    }, a { $left ->
        [one] został tylko jeden
        [few] zostały tylko { $left }
       *[many] zostało tylko { $left }
    }.
puzzle--alt-never = Najbardziej oczywisty ruch, { $alt }, zawodzi: potem w { $left ->
        [one] pozostałym ruchu
        [few] pozostałych { $left } ruchach
       *[many] pozostałych { $left } ruchach
    } nie da się już osiągnąć celu.
puzzle--alt-hidden = Najbardziej oczywisty ruch, { $alt }, zawodzi: potem cel w { $left ->
        [one] pozostałym ruchu
        [few] pozostałych { $left } ruchach
       *[many] pozostałych { $left } ruchach
    } dałoby się osiągnąć tylko dzięki zakrytej karcie odkrytej po drodze, a tu żadna nie pomaga.
puzzle--alt-no-win = Najbardziej oczywisty ruch, { $alt }, zawodzi: potem partii nie da się już wygrać.
puzzle--alt-part = Najbardziej oczywisty ruch, { $alt }, zdejmuje tylko część kolumny { $column }: na zakrytej karcie { $n ->
        [one] zostaje jedna odkryta karta
        [few] zostają { $n } odkryte karty
       *[many] zostaje { $n } odkrytych kart
    }.
puzzle--alt-other-suit = Najbardziej oczywisty ruch, { $alt }, trafia na kartę o jedną rangę wyższą, ale w innym kolorze, więc przeniesionych kart i tej karty nie da się potem przenieść razem jako jednej grupy.
puzzle--alt-leaves = Najbardziej oczywisty ruch, { $alt }, zostawia { $n } { $n ->
        [one] kartę
        [few] karty
       *[many] kart
    } w kolumnie { $column }.
puzzle--alt-no-run = Najbardziej oczywisty ruch, { $alt }, też kładzie kartę na kartę w tym samym kolorze, ale nie kompletuje żadnego sekwensu.
puzzle--level = Poziom { $n }

## review

review--onto = { $cards } na { $target }
review--into = { $cards } do pustej kolumny { $column }
review--deal = rozdanie
review--same = Ruch { $n }: { $action }.
review--moved = Ruch { $n }: { $action }; szansa eksperta na wygraną zmieniła się z { $before } na { $after }.
review--costly = Ruch { $n }, { $mark }: { $action } kosztował { $cost } { $cost ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } szansy eksperta na wygraną; lepiej było zagrać { $better } (szansa { $kept }).
review--luck = Odkryte karty { $sign ->
        [gain] dodały
       *[loss] odebrały
    } { $luck } { $luck ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }.
review--mark--inaccuracy = niedokładność
review--mark--mistake = błąd
review--mark--blunder = poważny błąd
review--verdict--win = (Znając wszystkie karty: po tym ruchu nadal można było wygrać.)
review--verdict--lost = (Znając wszystkie karty: przed tym ruchem można było wygrać, po nim już nie.)
review--verdict--none = (Znając wszystkie karty: już przed tym ruchem nie dało się wygrać.)
review--summary--won = Wygrana.
review--summary--lost = Przegrana: nie ma już ruchów.
review--summary--left = Partia niedokończona.
review--ledger = { $outcome } Przejrzano { $n } { $n ->
        [one] decyzję
        [few] decyzje
       *[many] decyzji
    }. Szansa eksperta na wygraną wynosiła { $start } na początku i { $end } na końcu: ruchy kosztowały { $cost } { $cost ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } ({ $marks }), a karty { $sign ->
        [gain] dodały
       *[loss] odebrały
    } { $luck } { $luck ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }.
review--count--blunder = { $n ->
        [one] jeden poważny błąd
        [few] { $n } poważne błędy
       *[many] { $n } poważnych błędów
    }
review--count--mistake = { $n ->
        [one] jeden błąd
        [few] { $n } błędy
       *[many] { $n } błędów
    }
review--count--inaccuracy = { $n ->
        [one] jedna niedokładność
       *[other] { $n } niedokładności
    }
review--count--none = żaden ruch nie został oznaczony
review--col--move = ruch
review--col--action = akcja
review--col--before = szansa eksperta przed
review--col--cost = koszt
review--col--luck = szczęście w kartach
review--col--after = szansa po
review--col--note = uwagi
review--note = ekspert zagrałby { $better } ({ $kept })
review--chart--title = Szansa eksperta na wygraną w trakcie partii
review--chart--x = wykonane ruchy
review--chart--y = szansa eksperta na wygraną od tego miejsca
review--chart--line = szansa eksperta
review--chart--costly = oznaczony ruch
review--chart--skill = przy przeciętnym szczęściu w kartach
review--reliability--title = { $game }: szansa według przeglądu a wygrane eksperta
review--reliability--x = przewidywana szansa (średnia w każdym 20-punktowym przedziale)
review--reliability--y = odsetek tych pozycji, z których ekspert ostatecznie wygrał
review--reliability--perfect = idealna kalibracja
review--reliability--series = { $suits ->
        [one] { $suits } kolor
        [few] { $suits } kolory
       *[many] { $suits } kolorów
    } (trafność { $skill }, { $games ->
        [one] { $games } partia
        [few] { $games } partie
       *[many] { $games } partii
    })
chance--tenths = ekspert wygrywa stąd mniej więcej { $n } { $n ->
        [one] raz
       *[other] razy
    } na 10
chance--rare = ekspert rzadko stąd wygrywa (rzadziej niż raz na 20)
chance--sure = ekspert stąd prawie zawsze wygrywa (częściej niż 19 razy na 20)
chance--uncertain = nie wiadomo dokładnie, jak często ekspert stąd wygrywa
chance--won = wszystkie karty są odkryte: ekspert stąd wygrywa
chance--lost = wszystkie karty są odkryte: stąd nie da się już wygrać
review--board--title = Przegląd partii
review--board--running = Przegląd: oceniono { $done } z { $total } pozycji
review--board--close = Zamknij
review--board--y = szansa eksperta na wygraną
review--board--costly = Oznaczone ruchy (poważne błędy, błędy, niedokładności)
review--board--none = Żaden ruch nie został oznaczony: żaden nie kosztował 5 punktów szansy eksperta ani więcej.
review--board--chart = Wykres szansy eksperta na wygraną przed każdym ruchem: { $start } na początku, { $end } na końcu.
review--board--show = Pokaż pozycję przed ruchem { $n }
review--board--position = Pozycja przed ruchem { $n }, tak jak była wtedy widoczna
review--board--luck = Przy przeciętnym szczęściu w kartach szansa skończyłaby się na { $skill } zamiast { $end }: odstęp między dwiema liniami to szczęście w kartach.
