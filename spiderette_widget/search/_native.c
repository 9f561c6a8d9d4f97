/* The native search core: the hot loops of search/core.py in C, answer for answer.
 *
 * Each function here runs exactly what its Python twin in core.py (or expert.py) runs:
 * the same moves in the same order, the same evaluation, the same tie-breaks, the same
 * positions counted at the same moments against the caller's Meter. A differential test
 * (tests/test_native.py) holds the two to the same lines, verdicts and node counts.
 *
 *   PhaseSearch      core.PhaseSearch: best-first inside each phase, deals by limited discrepancy
 *   beam             core.beam: level by level, the best `width` by chaos_score
 *   complete         core.complete: depth-first over every action, deals last
 *   greedy_phase     expert._greedy_phase: the rollouts' best-first phase
 *   shorten          core.shorten: a winning line's detours cut, its finish searched again
 *
 * A position (Pos) is the Python State unpacked: each column's cards (suit << 4 | rank,
 * 0 for a card the honest player cannot see), its face-down count, the stock count.
 * Positions met by a search live in a Table: an arena of their bytes, a 64-bit hash
 * built from per-column hashes (a move changes two columns: only those are hashed
 * again), and open addressing over the records. Positions are compared byte for byte
 * on a hash match, so no position is ever taken for another and "no win" stays a proof.
 * With the stock empty, column order does not matter: the key lists the columns sorted.
 * The beam and the complete search, which only ask whether they met a position, keep a
 * smaller set of positions alone (Seen); the complete search's forgets half of them when full.
 *
 * Every input is checked by the Python caller (search/native.py); the checks here only
 * keep memory safe (sizes), raising ValueError.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

#define MAXCOLS 10
#define MAXLEN 112   /* two decks (104 cards), rounded up to whole 16-byte blocks for pos_copy */
#define MAXSTOCK 104
#define MAXCARDS 104 /* two decks */
#define MAXMOVES 1024 /* moves from one position: at most 10 * 9 * 13 + 10 * 13 */

/* evaluation weights: search/_weights.py's WEIGHTS, DISORDER and WIN_SCORE, handed over by setup() */
static int W_RUN, W_DOWN, W_SAME, W_OTHER, W_EMPTY, DISORDER, WIN_SCORE;

/* ------------------------------------------------------------------ Python handles */
static PyObject *MoveType = NULL; /* engine Move, set by setup() */
static PyObject *DealValue = NULL;
static PyObject *MoveCache[MAXCOLS][MAXCOLS][14];
static PyObject *BudgetSpentType = NULL; /* core.BudgetSpent, set by setup() */

/* raise core.BudgetSpent(reason), as the Python search does when a budget ends */
static void budget_spent(const char *reason) {
    PyObject *error = PyObject_CallFunction(BudgetSpentType, "s", reason);
    if (error) {
        PyErr_SetObject(BudgetSpentType, error);
        Py_DECREF(error);
    }
}

/* Grow the array items, of room entries, to twice as many (64 at first); when memory is out,
 * raise MemoryError and do what fail says (the array is left as it was). */
#define GROW(items, room, fail)                                      \
    do {                                                             \
        size_t more_ = (room) ? (size_t)(room) * 2 : 64;             \
        void *grown_ = realloc((items), sizeof *(items) * more_);    \
        if (!grown_) {                                               \
            PyErr_NoMemory();                                        \
            fail;                                                    \
        }                                                            \
        (items) = grown_;                                            \
        (room) = more_;                                              \
    } while (0)

/* ------------------------------------------------------------------ the rules */
typedef struct {
    int n, relaxed, total, nstock;
    uint8_t stock[MAXSTOCK];
} Rules;

/* A position: the cards last, so that pos_copy copies the rest whole and only the cards in use.
 * Beside the cards, what column_info derives from them, kept up to date by each move:
 * size and top (the movable group and the rank of the last card), same and other (the
 * links between face-up neighbours that evaluate counts), part and chaos (each column's
 * share of evaluate and of chaos_score), raw (a sum of the cards weighed by place, which
 * a move updates with the cards it moves) and colhash (the column's hash). */
typedef struct {
    uint8_t len[MAXCOLS], hid[MAXCOLS], size[MAXCOLS], top[MAXCOLS];
    uint8_t ns;
    int16_t same[MAXCOLS], other[MAXCOLS];
    int32_t part[MAXCOLS], chaos[MAXCOLS];
    uint64_t raw[MAXCOLS], colhash[MAXCOLS];
    uint8_t c[MAXCOLS][MAXLEN];
} Pos;

static uint64_t PLACE[MAXLEN]; /* the weight of each place in a column, for raw: odd numbers */

static void init_places(void) {
    uint64_t w = 0x9e3779b97f4a7c15ULL;
    for (int j = 0; j < MAXLEN; j++) {
        PLACE[j] = w | 1;
        w = w * 0xd1342543de82ef95ULL + 1;
    }
}

/* a copy of src: everything but the cards, then each column's cards in 16-byte blocks (the bytes
 * past a column's length are never read, so they need no copy) */
static void pos_copy(Pos *dst, const Pos *src, int n) {
    memcpy(dst, src, offsetof(Pos, c));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < src->len[i]; j += 16)
            memcpy(dst->c[i] + j, src->c[i] + j, 16);
}

static uint64_t mix64(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

/* A column's movable group, top rank, share of evaluate and of chaos_score, and hash
 * (core._column_info and core._column_links). */
/* part, chaos and colhash of column i from its size, same, other and raw */
static void column_finish(Pos *p, int i) {
    int L = p->len[i], h = p->hid[i];
    p->colhash[i] = mix64(p->raw[i] + 0x9e3779b97f4a7c15ULL * (uint64_t)(h + 1) + 0xc2b2ae3d27d4eb4fULL * (uint64_t)L);
    if (!L) {
        p->part[i] = p->chaos[i] = W_EMPTY;
        return;
    }
    int part = W_SAME * p->same[i] + W_OTHER * p->other[i] - W_DOWN * h;
    p->part[i] = part;
    p->chaos[i] = part - DISORDER * (L - h - p->same[i]);
}

/* Everything derived from column i, from its cards (core._column_info and core._column_links):
 * what a move updates in apply_move, computed whole. */
static void column_info(Pos *p, int i) {
    int L = p->len[i], h = p->hid[i];
    const uint8_t *c = p->c[i];
    uint64_t raw = 0;
    for (int j = 0; j < L; j++)
        raw += (uint64_t)(c[j] + 1) * PLACE[j];
    p->raw[i] = raw;
    p->same[i] = p->other[i] = 0;
    p->size[i] = p->top[i] = 0;
    if (L) {
        /* one pass over the face-up cards: links for the evaluation, and the group that ends the column */
        int same = 0, other = 0, prev = c[h], group = 1;
        for (int j = h + 1; j < L; j++) {
            int x = c[j];
            if (x == prev - 1) {
                same++;
                group++;
            } else {
                group = 1;
                if ((x & 15) == (prev & 15) - 1)
                    other++;
            }
            prev = x;
        }
        p->same[i] = (int16_t)same;
        p->other[i] = (int16_t)other;
        p->size[i] = (uint8_t)group;
        p->top[i] = c[L - 1] & 15;
    }
    column_finish(p, i);
}

static int on_table(const Rules *r, const Pos *p) {
    int cards = 0;
    for (int i = 0; i < r->n; i++)
        cards += p->len[i];
    return cards;
}

/* core._score: share 2 (evaluate) or 3 (chaos_score) */
static int64_t score(const Rules *r, const Pos *p, int chaos) {
    int64_t part = 0;
    for (int i = 0; i < r->n; i++)
        part += chaos ? p->chaos[i] : p->part[i];
    return (int64_t)W_RUN * ((r->total - p->ns - on_table(r, p)) / 13) + part;
}

static int won(const Rules *r, const Pos *p) {
    if (p->ns)
        return 0;
    for (int i = 0; i < r->n; i++)
        if (p->len[i])
            return 0;
    return 1;
}

static int can_deal(const Rules *r, const Pos *p) {
    if (!p->ns)
        return 0;
    if (r->relaxed)
        return 1;
    for (int i = 0; i < r->n; i++)
        if (!p->len[i])
            return 0;
    return 1;
}

static int dead(const Rules *r, const Pos *p) {
    return p->ns && !r->relaxed && on_table(r, p) < r->n;
}

/* core.hopeless: with no column empty, no card can ever turn up, no column empty and no run
 * complete (search-12). The least sets closed under "a card can move if it is no king, a card one
 * rank higher may be last at some time, and the first card above it breaking its suit's descent
 * can move" and "a card may be last if it is in the stock, last now or the card above it can move",
 * by rank for the second: 1 when they hold no column's first face-up card and, for each suit with a
 * card of every rank face up or in the stock, some rank has no card that is in the stock, a king,
 * able to move or lying on the next card of its suit (core.stalled, search-14). */
static int hopeless(const Rules *r, const Pos *p) {
    int n = r->n;
    unsigned ranks[4] = {0, 0, 0, 0}, dealt[4] = {0, 0, 0, 0}; /* each suit's ranks face up; in the stock */
    unsigned exposed = 0;                                      /* the ranks that may be last */
    for (int at = r->nstock - p->ns; at < r->nstock; at++) {
        dealt[r->stock[at] >> 4 & 3] |= 1u << (r->stock[at] & 15);
        exposed |= 1u << (r->stock[at] & 15);
    }
    for (int i = 0; i < n; i++) {
        int L = p->len[i];
        if (!L)
            return 0;
        for (int j = p->hid[i]; j < L; j++)
            ranks[p->c[i][j] >> 4 & 3] |= 1u << (p->c[i][j] & 15);
        exposed |= 1u << (p->c[i][L - 1] & 15);
    }
    int whole = 0; /* the suits with a card of every rank face up or in the stock, a bit each: a run may complete */
    for (int s = 0; s < 4; s++)
        if ((ranks[s] | dealt[s]) == 0x3ffe)
            whole |= 1 << s;
    for (;;) {
        unsigned more = exposed, usable[4]; /* each suit's ranks with a card that may end up in a completed run */
        memcpy(usable, dealt, sizeof(usable));
        for (int i = 0; i < n; i++) {
            const uint8_t *c = p->c[i];
            int h = p->hid[i], brk = -1; /* the first card above the one at hand breaking its suit's descent */
            uint8_t moves[MAXLEN];       /* which cards can move, from the last one down */
            for (int j = p->len[i] - 1; j >= h; j--) {
                if (j < p->len[i] - 1 && c[j + 1] != c[j] - 1)
                    brk = j + 1;
                int rank = c[j] & 15;
                moves[j] = (uint8_t)(rank != 13 && (exposed >> (rank + 1) & 1) && (brk < 0 || moves[brk]));
                if (moves[j] && j > h)
                    more |= 1u << (c[j - 1] & 15); /* the card below may be last then */
                if (whole && (moves[j] || rank == 13 || (j > h && c[j - 1] == c[j] + 1)))
                    usable[c[j] >> 4 & 3] |= 1u << rank;
            }
            if (moves[h])
                return 0;
        }
        if (more == exposed) {
            for (int s = 0; s < 4; s++)
                if ((whole >> s & 1) && usable[s] == 0x3ffe)
                    return 0;
            return 1;
        }
        exposed = more;
    }
}

/* whether column i ends in a whole run of one suit (13 face-up cards, king to ace) */
static int ends_in_run(const Pos *p, int i) {
    int L = p->len[i];
    if (L - p->hid[i] < 13)
        return 0;
    const uint8_t *c = p->c[i];
    int last = c[L - 1];
    if ((last & 15) != 1)
        return 0;
    int suit = last >> 4;
    for (int j = 0; j < 13; j++)
        if (c[L - 13 + j] != suit * 16 + 13 - j)
            return 0;
    return 1;
}

/* the run that column i completes leaves, and the card under it turns up: 1 if one did */
static int settle_column(Pos *p, int i) {
    if (!ends_in_run(p, i))
        return 0;
    p->len[i] -= 13;
    if (p->hid[i] && p->hid[i] == p->len[i]) {
        p->hid[i]--;
        return 1;
    }
    return 0;
}

/* core.Rules.apply in place; returns whether a card turned up */
static int apply_move(Pos *p, int s, int d, int k) {
    int ls = p->len[s] - k, ld = p->len[d];
    const uint8_t *group = p->c[s] + ls; /* the k cards moved: one suit, descending (k <= size[s]) */
    /* the destination: the cards added, joined to its last card */
    int joined = 0;
    if (ld) {
        int last = p->c[d][ld - 1];
        if (group[0] == last - 1) {
            p->same[d]++;
            joined = 1;
        } else if ((group[0] & 15) == (last & 15) - 1) {
            p->other[d]++;
        }
    }
    p->same[d] += k - 1;
    for (int j = 0; j < k; j++) {
        p->c[d][ld + j] = group[j];
        p->raw[d] += (uint64_t)(group[j] + 1) * PLACE[ld + j];
        p->raw[s] -= (uint64_t)(group[j] + 1) * PLACE[ls + j];
    }
    p->len[d] = (uint8_t)(ld + k);
    p->size[d] = (uint8_t)(joined ? p->size[d] + k : k);
    p->top[d] = group[k - 1] & 15;
    /* the source: the cards taken, its new last card turned up if it was face down */
    int flipped = 0;
    p->len[s] = (uint8_t)ls;
    if (p->hid[s] > 0 && p->hid[s] == ls) {
        p->hid[s]--;
        flipped = 1;
        p->same[s] = p->other[s] = 0;
        p->size[s] = 1;
        p->top[s] = p->c[s][ls - 1] & 15;
    } else if (ls == 0) {
        p->same[s] = p->other[s] = 0;
        p->size[s] = p->top[s] = 0;
    } else {
        int below = p->c[s][ls - 1]; /* face up: it stays */
        p->same[s] -= k - 1;
        if (group[0] == below - 1) { /* the group went on below the cards taken */
            p->same[s]--;
            p->size[s] -= k;
        } else {
            if ((group[0] & 15) == (below & 15) - 1)
                p->other[s]--;
            int at = ls - 1;
            while (at > p->hid[s] && p->c[s][at - 1] == p->c[s][at] + 1)
                at--;
            p->size[s] = (uint8_t)(ls - at);
        }
        p->top[s] = below & 15;
    }
    column_finish(p, s);
    if (settle_column(p, d)) {
        flipped = 1;
        column_info(p, d);
    } else if (p->len[d] != ld + k) {
        column_info(p, d); /* a run left: worked out whole */
    } else {
        column_finish(p, d);
    }
    return flipped;
}

/* core.Rules.deal in place */
static void apply_deal(const Rules *r, Pos *p) {
    int at = r->nstock - p->ns;
    int dealt = p->ns < r->n ? p->ns : r->n;
    for (int i = 0; i < dealt; i++) {
        int card = r->stock[at + i], L = p->len[i];
        /* the card joins the column's last one (as in apply_move), or starts an empty column */
        int joined = 0;
        if (L) {
            int last = p->c[i][L - 1];
            if (card == last - 1) {
                p->same[i]++;
                joined = 1;
            } else if ((card & 15) == (last & 15) - 1) {
                p->other[i]++;
            }
        }
        p->c[i][L] = (uint8_t)card;
        p->raw[i] += (uint64_t)(card + 1) * PLACE[L];
        p->len[i] = (uint8_t)(L + 1);
        p->size[i] = (uint8_t)(joined ? p->size[i] + 1 : 1);
        p->top[i] = card & 15;
        if (ends_in_run(p, i)) {
            settle_column(p, i);
            column_info(p, i); /* a run left: worked out whole */
        } else {
            column_finish(p, i);
        }
    }
    p->ns -= dealt;
}

typedef struct {
    int8_t s, d, k;
} Step; /* s < 0: the deal */

/* What a step changed, to take it back (searches that look one step ahead apply each step in
 * place and take it back: cards past a column's length are never read, so a move is taken back
 * by restoring its two columns' lengths and what was derived from them, a deal by restoring
 * everything but the cards) */
typedef struct {
    uint8_t len, hid, size, top;
    int16_t same, other;
    int32_t part, chaos;
    uint64_t raw, colhash;
} ColumnState;

typedef struct {
    int kind; /* 0: nothing to take back, 1: a move, 2: a deal */
    int s, d;
    ColumnState from, to;
    _Alignas(8) uint8_t whole[offsetof(Pos, c)];
} Undo;

static void column_save(const Pos *p, int i, ColumnState *c) {
    *c = (ColumnState){p->len[i], p->hid[i], p->size[i], p->top[i], p->same[i], p->other[i],
                       p->part[i], p->chaos[i], p->raw[i], p->colhash[i]};
}

static void column_load(Pos *p, int i, const ColumnState *c) {
    p->len[i] = c->len;
    p->hid[i] = c->hid;
    p->size[i] = c->size;
    p->top[i] = c->top;
    p->same[i] = c->same;
    p->other[i] = c->other;
    p->part[i] = c->part;
    p->chaos[i] = c->chaos;
    p->raw[i] = c->raw;
    p->colhash[i] = c->colhash;
}

static void apply_deal(const Rules *r, Pos *p);
static int apply_move(Pos *p, int s, int d, int k);

/* apply step to p in place, keeping in u what takes it back (undo_step) */
static void do_step(const Rules *r, Pos *p, Step step, Undo *u) {
    if (step.s < 0) {
        u->kind = 2;
        memcpy(u->whole, p, sizeof(u->whole));
        apply_deal(r, p);
        return;
    }
    u->kind = 1;
    u->s = step.s;
    u->d = step.d;
    column_save(p, step.s, &u->from);
    column_save(p, step.d, &u->to);
    apply_move(p, step.s, step.d, step.k);
}

static void undo_step(Pos *p, Undo *u) {
    if (u->kind == 1) {
        column_load(p, u->s, &u->from);
        column_load(p, u->d, &u->to);
    } else if (u->kind == 2) {
        memcpy(p, u->whole, sizeof(u->whole));
    }
    u->kind = 0;
}

/* the place of the lowest bit set in mask (not 0) */
static inline int lowest_bit(unsigned mask) {
#ifdef __GNUC__
    return __builtin_ctz(mask);
#else
    int at = 0;
    for (; !(mask & 1u); mask >>= 1)
        at++;
    return at;
#endif
}

/* by_top[rank]: the columns whose last card has that rank, a bit each (empty ones under 0); a
 * last card's rank is at most 13 */
static void columns_by_top(const Rules *r, const Pos *p, unsigned by_top[16]) {
    for (int rk = 0; rk < 16; rk++)
        by_top[rk] = 0;
    for (int d = 0; d < r->n; d++)
        by_top[p->top[d]] |= 1u << d;
}

/* core.Rules.moves(st, sensible=True), in its order */
static int sensible_moves(const Rules *r, const Pos *p, Step *out) {
    int n = r->n, count = 0, empty = -1;
    for (int d = 0; d < n; d++)
        if (!p->len[d]) {
            empty = d;
            break;
        }
    unsigned by_top[16];
    columns_by_top(r, p, by_top);
    for (int s = 0; s < n; s++) {
        int size = p->size[s], want = p->top[s] + size; /* a king's group wants no card (14 and up) */
        if (!size)
            continue;
        /* the columns whose last card is one rank above the group, in order (bits, not a test a column) */
        for (unsigned to = want < 16 ? by_top[want] & ~(1u << s) : 0; to; to &= to - 1)
            out[count++] = (Step){s, lowest_bit(to), size};
        if (empty >= 0) {
            if (size < p->len[s])
                out[count++] = (Step){s, empty, size};
            if (size > 1 && p->ns)
                out[count++] = (Step){s, empty, 1};
        }
    }
    return count;
}

/* core.Rules.moves(st) (sensible=False): every legal move, in its order */
static int all_moves(const Rules *r, const Pos *p, Step *out) {
    int n = r->n, count = 0, nempty = 0, empties[MAXCOLS];
    for (int d = 0; d < n; d++)
        if (!p->len[d])
            empties[nempty++] = d;
    for (int s = 0; s < n; s++) {
        int size = p->size[s], low = p->top[s];
        if (!size)
            continue;
        for (int d = 0; d < n; d++) {
            int rank = p->top[d], k = rank - low;
            if (rank && d != s && 1 <= k && k <= size)
                out[count++] = (Step){s, d, k};
        }
        for (int e = 0; e < nempty; e++)
            for (int k = 1; k <= size; k++)
                out[count++] = (Step){s, empties[e], k};
    }
    return count;
}

static int runs_removed(const Rules *r, const Pos *p) {
    return (r->total - p->ns - on_table(r, p)) / 13;
}

/* ------------------------------------------------------------------ keys and the table */
/* whether the len bytes at a and b are the same; bytes up to 8 past them may be read */
static inline int same_start(const uint8_t *a, const uint8_t *b, size_t len) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    size_t j = 0;
    uint64_t x, y;
    for (; j + 8 <= len; j += 8) {
        memcpy(&x, a + j, 8);
        memcpy(&y, b + j, 8);
        if (x != y)
            return 0;
    }
    if (j == len)
        return 1;
    memcpy(&x, a + j, 8);
    memcpy(&y, b + j, 8);
    return !((x ^ y) & ((uint64_t)-1 >> 8 * (8 - (len - j)))); /* the first len - j bytes: the lowest */
#else
    return !memcmp(a, b, len);
#endif
}

/* Records in a table's arena are copied 16 bytes at a time (a copy of a fixed size is a few
 * instructions, one of any size a call): up to 15 bytes past a record are written or read, and
 * the arena keeps that many spare at its end (ARENA_SLACK). */
#define ARENA_SLACK 16

/* a column as bytes: length, face-down count, cards (up to 15 bytes past them written) */
static size_t put_column(const Pos *p, int i, uint8_t *out) {
    out[0] = p->len[i];
    out[1] = p->hid[i];
    for (int j = 0; j < p->len[i]; j += 16)
        memcpy(out + 2 + j, p->c[i] + j, 16);
    return 2 + (size_t)p->len[i];
}

/* the position as bytes: the stock count, then each column in order */
static size_t encode_state(const Rules *r, const Pos *p, uint8_t *out) {
    size_t at = 1;
    out[0] = p->ns;
    for (int i = 0; i < r->n; i++)
        at += put_column(p, i, out + at);
    return at;
}

/* core.Rules.key, as a hash: with the stock empty, column order no longer matters, so the
 * columns' hashes are summed; else each is weighed by its place */
typedef struct {
    uint64_t hash;
} Key;

static void key_of(const Rules *r, const Pos *p, Key *k) {
    uint64_t h = p->ns;
    if (p->ns)
        for (int i = 0; i < r->n; i++) /* independent products: no chain of mixes */
            h += p->colhash[i] * (0x9e3779b97f4a7c15ULL + 2 * (uint64_t)i);
    else
        for (int i = 0; i < r->n; i++)
            h += p->colhash[i];
    k->hash = mix64(h);
}

static size_t state_size(const Rules *r, const Pos *p) {
    size_t size = 1 + 2 * (size_t)r->n;
    for (int i = 0; i < r->n; i++)
        size += p->len[i];
    return size;
}

/* whether the bytes `rec` (encode_state) are the position p itself, column for column */
static int state_equal(const Rules *r, const Pos *p, const uint8_t *rec, size_t len) {
    if (rec[0] != p->ns)
        return 0;
    size_t at = 1;
    for (int i = 0; i < r->n; i++) {
        int L = p->len[i];
        if (at + 2 + (size_t)L > len || rec[at] != L || rec[at + 1] != p->hid[i] ||
            !same_start(rec + at + 2, p->c[i], (size_t)L))
            return 0;
        at += 2 + (size_t)L;
    }
    return at == len;
}

/* whether the bytes `rec` (encode_state) have p's key: the same position, or with the stock
 * empty the same columns in any order */
static int key_equal(const Rules *r, const Pos *p, const uint8_t *rec, size_t len) {
    if (p->ns)
        return state_equal(r, p, rec, len);
    if (rec[0] || len != state_size(r, p))
        return 0;
    int used[MAXCOLS] = {0};
    size_t at = 1;
    for (int j = 0; j < r->n; j++) { /* each stored column matches a column of p not matched yet */
        int L = rec[at], found = 0;
        for (int i = 0; i < r->n && !found; i++)
            if (!used[i] && p->len[i] == L && p->hid[i] == rec[at + 1] && same_start(rec + at + 2, p->c[i], (size_t)L))
                used[i] = found = 1;
        if (!found)
            return 0;
        at += 2 + (size_t)L;
    }
    return 1;
}

/* what a position's columns derive from their cards, kept beside it in the tables a search reads
 * positions back from: reading it back is then a copy, not a pass over every card */
typedef struct {
    uint8_t size[MAXCOLS], top[MAXCOLS];
    int16_t same[MAXCOLS], other[MAXCOLS];
    uint64_t raw[MAXCOLS];
} Shape;

/* the position written by encode_state; what its columns derive is copied from shape when the
 * table kept it, else worked out from the cards */
static void decode_state(const Rules *r, const uint8_t *in, Pos *p, const Shape *shape) {
    p->ns = *in++;
    if (shape) {
        memcpy(p->size, shape->size, sizeof(shape->size));
        memcpy(p->top, shape->top, sizeof(shape->top));
        memcpy(p->same, shape->same, sizeof(shape->same));
        memcpy(p->other, shape->other, sizeof(shape->other));
        memcpy(p->raw, shape->raw, sizeof(shape->raw));
    }
    for (int i = 0; i < r->n; i++) {
        p->len[i] = in[0];
        p->hid[i] = in[1];
        for (int j = 0; j < in[0]; j += 16) /* up to 15 bytes past the record read (ARENA_SLACK) */
            memcpy(p->c[i] + j, in + 2 + j, 16);
        in += 2 + in[0];
        if (shape)
            column_finish(p, i);
        else
            column_info(p, i);
    }
}

/* what a search remembers of a position beside its key */
typedef struct {
    int32_t parent; /* entry of the position it was reached from, -1 for the root */
    Step step;
    int32_t depth;
} Link;

typedef struct {
    size_t at;     /* the position (the first met with its key): its record's offset in the arena */
    uint64_t hash; /* its key's hash */
    Link link;
} Entry;

typedef struct {
    uint8_t *arena;
    size_t used, room;
    Entry *entry;
    Shape *shape; /* with each entry, what its columns derive from their cards (tables that are read back) */
    int32_t count, cap;
    uint64_t *slots; /* the hash's high half, and its record's offset + 1 (0: an empty slot) */
    size_t nslots;
} Table;

/* Memory for the tables. Blocks of BIG bytes or more come straight from the system, zeroed,
 * on huge pages where Linux allows it (a large table is read at random: fewer pages, fewer
 * misses), and grow by moving their pages, not their bytes; smaller ones from malloc. */
#define BIG (1 << 21)

/* Big blocks freed by one search, kept for the next (a solver runs several searches in turn, a
 * benchmark or a review many): taking one back costs no page faults. At most SPARE_BLOCKS blocks
 * and SPARE_BYTES bytes are kept. */
#define SPARE_BLOCKS 8
#define SPARE_BYTES ((size_t)512 << 20)
#ifdef __linux__
static struct {
    void *block;
    size_t size;
} spare[SPARE_BLOCKS];

static size_t spare_bytes(void) {
    size_t total = 0;
    for (int i = 0; i < SPARE_BLOCKS; i++)
        total += spare[i].block ? spare[i].size : 0;
    return total;
}

/* a kept block of at least size bytes (the smallest), or NULL; *got says its size */
static void *spare_take(size_t size, size_t *got) {
    int best = -1;
    for (int i = 0; i < SPARE_BLOCKS; i++)
        if (spare[i].block && spare[i].size >= size && (best < 0 || spare[i].size < spare[best].size))
            best = i;
    if (best < 0)
        return NULL;
    void *p = spare[best].block;
    *got = spare[best].size;
    spare[best].block = NULL;
    return p;
}

/* keep p for a later search if there is room, else give it back to the system */
static void spare_give(void *p, size_t size) {
    if (size <= SPARE_BYTES && spare_bytes() + size <= SPARE_BYTES)
        for (int i = 0; i < SPARE_BLOCKS; i++)
            if (!spare[i].block) {
                spare[i].block = p;
                spare[i].size = size;
                return;
            }
    munmap(p, size);
}
#endif

#ifdef __linux__
/* The big blocks in use that are bigger than asked for (a kept block is taken whole: its pages are
 * already there, so the table grows into them without page faults), with their real sizes. */
#define LARGER_BLOCKS 32
static struct {
    void *block;
    size_t size;
} larger[LARGER_BLOCKS];

/* the real size of big block p, said to be size bytes */
static size_t real_size(void *p, size_t size) {
    for (int i = 0; i < LARGER_BLOCKS; i++)
        if (larger[i].block == p)
            return larger[i].size;
    return size;
}

/* p's real size is now size (its block asked for as many bytes: it is forgotten) */
static void set_real_size(void *p, size_t size, size_t asked) {
    for (int i = 0; i < LARGER_BLOCKS; i++)
        if (larger[i].block == p) {
            if (size == asked)
                larger[i].block = NULL;
            else
                larger[i].size = size;
            return;
        }
    if (size != asked)
        for (int i = 0; i < LARGER_BLOCKS; i++)
            if (!larger[i].block) {
                larger[i].block = p;
                larger[i].size = size;
                return;
            }
}
#endif

/* a block of size bytes, zeroed if asked (a fresh one from the system always is) */
static void *mem_block(size_t size, int zero) {
#ifdef __linux__
    if (size >= BIG) {
        size_t got;
        void *p = spare_take(size, &got);
        if (p) {
            int noted = 0; /* taken whole when its real size can be noted, else shrunk to size */
            for (int i = 0; i < LARGER_BLOCKS && !noted && got > size; i++)
                if (!larger[i].block) {
                    larger[i].block = p;
                    larger[i].size = got;
                    noted = 1;
                }
            if (got > size && !noted && mremap(p, got, size, 0) == MAP_FAILED) {
                munmap(p, got);
                return mem_block(size, zero);
            }
            if (zero)
                memset(p, 0, size);
            return p;
        }
        p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return NULL;
        madvise(p, size, MADV_HUGEPAGE);
        return p;
    }
#endif
    return zero ? calloc(1, size) : malloc(size);
}

static void *mem_zeroed(size_t size) {
    return mem_block(size, 1);
}

static void mem_free(void *p, size_t size) {
#ifdef __linux__
    if (p && size >= BIG) {
        size_t real = real_size(p, size);
        set_real_size(p, size, size);
        spare_give(p, real);
        return;
    }
#endif
    (void)size;
    free(p);
}

/* p (old bytes) grown to size bytes, its contents kept; NULL (p untouched) when memory is out */
static void *mem_grow(void *p, size_t old, size_t size) {
#ifdef __linux__
    if (old >= BIG) {
        size_t real = real_size(p, old);
        if (real >= size) /* a kept block taken whole: already there */
            return p;
        void *q = mremap(p, real, size, MREMAP_MAYMOVE);
        if (q == MAP_FAILED)
            return NULL;
        set_real_size(p, old, old); /* forgotten: q is as big as asked */
        madvise(q, size, MADV_HUGEPAGE);
        return q;
    }
    if (size >= BIG) {
        void *q = mem_block(size, 0);
        if (q) {
            memcpy(q, p, old);
            free(p);
        }
        return q;
    }
#endif
    (void)old;
    return realloc(p, size);
}

static int table_open(Table *t, int shapes);

static int table_init(Table *t) {
    return table_open(t, 0);
}

/* a table that also keeps each position's Shape (table_state then reads it back quickly) */
static int table_open(Table *t, int shapes) {
    memset(t, 0, sizeof(*t));
    t->room = 1 << 16;
    t->arena = mem_block(t->room, 0); /* only the slots are read before they are written */
    t->cap = 1024;
    t->entry = mem_block(sizeof(Entry) * (size_t)t->cap, 0);
    t->nslots = 2048;
    t->slots = mem_zeroed(sizeof(uint64_t) * t->nslots);
    t->shape = shapes ? mem_block(sizeof(Shape) * (size_t)t->cap, 0) : NULL;
    if (!t->arena || !t->entry || !t->slots || (shapes && !t->shape)) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void table_free(Table *t) {
    mem_free(t->arena, t->room);
    mem_free(t->entry, sizeof(Entry) * (size_t)t->cap);
    if (t->shape)
        mem_free(t->shape, sizeof(Shape) * (size_t)t->cap);
    mem_free(t->slots, sizeof(uint64_t) * t->nslots);
    memset(t, 0, sizeof(*t));
}

/* A record in the arena: its length (2 bytes), its entry's number (4 bytes), then the position
 * (encode_state). A slot points at the record, not at the entry: a lookup then reads one place in
 * memory, not two. */
#define REC_HEAD 6

static const uint8_t *record(const Table *t, size_t at, size_t *len) {
    *len = (size_t)t->arena[at] | (size_t)t->arena[at + 1] << 8;
    return t->arena + at + REC_HEAD;
}

/* the entry holding p's key, or -1 */
static int32_t table_find(const Table *t, const Rules *r, const Pos *p, const Key *k) {
    size_t mask = t->nslots - 1;
    uint64_t hash = k->hash, high = hash & 0xffffffff00000000ULL;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        uint64_t slot = t->slots[i];
        if (!slot)
            return -1;
        if ((slot & 0xffffffff00000000ULL) == high) { /* then compare the positions themselves */
            size_t have, at = (slot & 0xffffffffu) - 1;
            const uint8_t *bytes = record(t, at, &have);
            if (key_equal(r, p, bytes, have)) {
                uint32_t e;
                memcpy(&e, t->arena + at + 2, 4);
                return (int32_t)e;
            }
        }
    }
}

/* The memory one table may hold: a search that needs more stops as if its node budget were spent
 * (BudgetSpent "memory budget spent"), but the complete search, whose seen set then forgets half
 * its positions and goes on (complete). About 14 million positions of Spider in a Table, 50 million
 * of Spiderette in the complete search's set; the Python search would need over 20 GB for as many. */
#define TABLE_LIMIT ((size_t)2 << 30)
#define FULL ((size_t)-2)

static size_t entry_bytes(const Table *t) {
    return sizeof(Entry) + (t->shape ? sizeof(Shape) : 0);
}

static size_t table_bytes(const Table *t) {
    return t->room + entry_bytes(t) * (size_t)t->cap + sizeof(uint64_t) * t->nslots;
}

/* room for a record of len bytes in the arena, its length written: its offset, -1 when memory is
 * out, FULL past TABLE_LIMIT */
static size_t arena_take(Table *t, size_t len) {
    if (t->used + len + REC_HEAD + ARENA_SLACK > t->room) {
        size_t room = t->room * 2;
        while (t->used + len + REC_HEAD + ARENA_SLACK > room)
            room *= 2;
        if (table_bytes(t) + room - t->room > TABLE_LIMIT)
            return FULL;
        uint8_t *grown = mem_grow(t->arena, t->room, room);
        if (!grown)
            return (size_t)-1;
        t->arena = grown;
        t->room = room;
    }
    size_t at = t->used;
    t->arena[at] = (uint8_t)(len & 255);
    t->arena[at + 1] = (uint8_t)(len >> 8);
    t->used += len + REC_HEAD;
    return at;
}

/* room for one more entry: 0, -1 when memory is out, -2 past TABLE_LIMIT */
static int table_grow(Table *t) {
    size_t more = (t->count >= t->cap ? entry_bytes(t) * (size_t)t->cap : 0) +
                  ((size_t)t->count * 2 >= t->nslots ? sizeof(uint64_t) * t->nslots * 2 : 0);
    if (more && table_bytes(t) + more > TABLE_LIMIT)
        return -2;
    if (t->count >= t->cap) {
        if (t->shape) {
            Shape *shapes = mem_grow(t->shape, sizeof(Shape) * (size_t)t->cap, sizeof(Shape) * (size_t)t->cap * 2);
            if (!shapes)
                return -1;
            t->shape = shapes; /* (should the entries not grow, memory is out: the search ends) */
        }
        Entry *grown = mem_grow(t->entry, sizeof(Entry) * (size_t)t->cap, sizeof(Entry) * (size_t)t->cap * 2);
        if (!grown)
            return -1;
        t->entry = grown;
        t->cap *= 2;
    }
    if ((size_t)t->count * 2 >= t->nslots) {
        size_t nslots = t->nslots * 2, mask = nslots - 1;
        uint64_t *slots = mem_zeroed(sizeof(uint64_t) * nslots);
        if (!slots)
            return -1;
        for (int32_t e = 0; e < t->count; e++) {
            size_t i = t->entry[e].hash & mask;
            while (slots[i])
                i = (i + 1) & mask;
            slots[i] = (t->entry[e].hash & 0xffffffff00000000ULL) | (uint32_t)(t->entry[e].at + 1);
        }
        mem_free(t->slots, sizeof(uint64_t) * t->nslots);
        t->slots = slots;
        t->nslots = nslots;
    }
    return 0;
}

/* A new entry for p, not yet in the table (the caller looked it up); its number, or -1 */
static int32_t table_add(Table *t, const Rules *r, const Pos *p, const Key *k, Link link) {
    int grown = table_grow(t);
    size_t len = state_size(r, p), at = grown < 0 ? (size_t)-1 : arena_take(t, len);
    if (grown == -2 || at == FULL) {
        budget_spent("memory budget spent");
        return -1;
    }
    if (grown < 0 || at == (size_t)-1) {
        PyErr_NoMemory();
        return -1;
    }
    int32_t e = t->count;
    uint32_t number = (uint32_t)e;
    memcpy(t->arena + at + 2, &number, 4);
    encode_state(r, p, t->arena + at + REC_HEAD);
    t->entry[e].at = at;
    t->entry[e].hash = k->hash;
    t->entry[e].link = link;
    if (t->shape) {
        Shape *sh = &t->shape[e];
        memcpy(sh->size, p->size, sizeof(sh->size));
        memcpy(sh->top, p->top, sizeof(sh->top));
        memcpy(sh->same, p->same, sizeof(sh->same));
        memcpy(sh->other, p->other, sizeof(sh->other));
        memcpy(sh->raw, p->raw, sizeof(sh->raw));
    }
    size_t mask = t->nslots - 1, i = k->hash & mask;
    while (t->slots[i])
        i = (i + 1) & mask;
    t->slots[i] = (k->hash & 0xffffffff00000000ULL) | (uint32_t)(at + 1);
    t->count++;
    return e;
}

static void table_state(const Table *t, const Rules *r, int32_t e, Pos *p) {
    size_t len;
    decode_state(r, record(t, t->entry[e].at, &len), p, t->shape ? &t->shape[e] : NULL);
}

/* ------------------------------------------------------------------ the caller's Meter */
typedef struct {
    PyObject *meter;
    long long nodes, next;
} Counter;

static int read_long(PyObject *obj, const char *name, long long *out) {
    PyObject *v = PyObject_GetAttrString(obj, name);
    if (!v)
        return -1;
    *out = PyLong_AsLongLong(v);
    Py_DECREF(v);
    return (*out == -1 && PyErr_Occurred()) ? -1 : 0;
}

static int counter_open(Counter *m, PyObject *meter) {
    m->meter = meter;
    if (read_long(meter, "nodes", &m->nodes) < 0 || read_long(meter, "next_check", &m->next) < 0)
        return -1;
    return 0;
}

/* the count written back to the Meter; an error already raised (BudgetSpent) stays the one raised */
static int counter_store(Counter *m) {
    PyObject *type, *value, *trace;
    PyErr_Fetch(&type, &value, &trace);
    PyObject *v = PyLong_FromLongLong(m->nodes);
    int rc = v ? PyObject_SetAttrString(m->meter, "nodes", v) : -1;
    Py_XDECREF(v);
    if (type) {
        PyErr_Restore(type, value, trace); /* the first error wins */
        return 0;
    }
    return rc;
}

/* Meter.tick(0) at the moment the Python search calls it: the limit, the clock, cancel, progress */
static int counter_check(Counter *m) {
    if (counter_store(m) < 0)
        return -1;
    PyObject *res = PyObject_CallMethod(m->meter, "tick", "i", 0);
    if (!res)
        return -1;
    Py_DECREF(res);
    return read_long(m->meter, "next_check", &m->next);
}

/* one more position examined; -1 when the Meter raised (BudgetSpent) */
static inline int tick(Counter *m) {
    m->nodes++;
    return m->nodes >= m->next ? counter_check(m) : 0;
}

/* One child of cur, for the searches that look one step ahead: take back the previous child (u),
 * apply step in place, count it, and look it up. 1: a new position, now entry *entry (linked by
 * link); 0: met before, as *entry; -1: an error (the Meter's BudgetSpent, memory). cur is the
 * child until the next call or undo_step. */
static int child_entry(Table *t, const Rules *r, Pos *cur, Step step, Undo *u, Counter *m, Link link,
                       int32_t *entry) {
    undo_step(cur, u);
    do_step(r, cur, step, u);
    if (tick(m) < 0)
        return -1;
    Key k;
    key_of(r, cur, &k);
    *entry = table_find(t, r, cur, &k);
    if (*entry >= 0)
        return 0;
    *entry = table_add(t, r, cur, &k, link);
    return *entry < 0 ? -1 : 1;
}

/* whether the move just applied (u) turned up a card, in its source or under a run it completed */
static int turned_up(const Pos *p, const Undo *u) {
    return u->kind == 1 && (u->from.hid != p->hid[u->s] || u->to.hid != p->hid[u->d]);
}

/* ------------------------------------------------------------------ to and from Python */
static int read_rules(PyObject *args, Rules *r) {
    /* (ncols, stock bytes, total, relaxed) */
    Py_buffer stock;
    if (!PyArg_ParseTuple(args, "iy*ip", &r->n, &stock, &r->total, &r->relaxed))
        return -1;
    if (r->n < 1 || r->n > MAXCOLS || stock.len > MAXSTOCK) {
        PyBuffer_Release(&stock);
        PyErr_SetString(PyExc_ValueError, "native core: at most 10 columns and 104 cards in the stock");
        return -1;
    }
    r->nstock = (int)stock.len;
    memcpy(r->stock, stock.buf, (size_t)stock.len);
    PyBuffer_Release(&stock);
    return 0;
}

/* a State tuple (columns, face-down counts, stock count) into a Pos */
static int read_state(const Rules *r, PyObject *st, Pos *p) {
    PyObject *cols, *hid;
    int ns;
    if (!PyArg_ParseTuple(st, "OOi", &cols, &hid, &ns))
        return -1;
    if (!PyTuple_Check(cols) || !PyTuple_Check(hid) || PyTuple_GET_SIZE(cols) != r->n ||
        PyTuple_GET_SIZE(hid) != r->n || ns < 0 || ns > r->nstock) {
        PyErr_SetString(PyExc_ValueError, "native core: a position must match its rules");
        return -1;
    }
    memset(p, 0, sizeof(*p));
    p->ns = (uint8_t)ns;
    int cards = 0;
    for (int i = 0; i < r->n; i++) {
        PyObject *col = PyTuple_GET_ITEM(cols, i);
        long h = PyLong_AsLong(PyTuple_GET_ITEM(hid, i));
        if (!PyTuple_Check(col) || (h == -1 && PyErr_Occurred())) {
            PyErr_SetString(PyExc_ValueError, "native core: columns are tuples of cards");
            return -1;
        }
        Py_ssize_t L = PyTuple_GET_SIZE(col);
        cards += (int)L;
        if (L > MAXCARDS || cards > MAXCARDS || h < 0 || (L && h >= L) || (!L && h)) {
            PyErr_SetString(PyExc_ValueError, "native core: a column's size or face-down count is out of range");
            return -1;
        }
        p->len[i] = (uint8_t)L;
        p->hid[i] = (uint8_t)h;
        for (Py_ssize_t j = 0; j < L; j++) {
            long card = PyLong_AsLong(PyTuple_GET_ITEM(col, j));
            if (card < 0 || card >= 64) {
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "native core: a card is an int from 0 to 63");
                return -1;
            }
            p->c[i][j] = (uint8_t)card;
        }
        column_info(p, i);
    }
    return 0;
}

static PyObject *state_to_python(const Rules *r, const Pos *p) {
    PyObject *cols = PyTuple_New(r->n), *hid = PyTuple_New(r->n);
    if (!cols || !hid)
        goto fail;
    for (int i = 0; i < r->n; i++) {
        PyObject *col = PyTuple_New(p->len[i]);
        if (!col)
            goto fail;
        PyTuple_SET_ITEM(cols, i, col);
        for (int j = 0; j < p->len[i]; j++) {
            PyObject *v = PyLong_FromLong(p->c[i][j]);
            if (!v)
                goto fail;
            PyTuple_SET_ITEM(col, j, v);
        }
        PyObject *h = PyLong_FromLong(p->hid[i]);
        if (!h)
            goto fail;
        PyTuple_SET_ITEM(hid, i, h);
    }
    return Py_BuildValue("(NNi)", cols, hid, (int)p->ns);
fail:
    Py_XDECREF(cols);
    Py_XDECREF(hid);
    return NULL;
}

/* the engine's Move for a step (DEAL for the deal), shared: a Move is an immutable tuple */
static PyObject *action(Step m) {
    if (m.s < 0) {
        Py_INCREF(DealValue);
        return DealValue;
    }
    PyObject **slot = &MoveCache[m.s][m.d][m.k];
    if (!*slot) {
        *slot = PyObject_CallFunction(MoveType, "iii", m.s + 1, m.d + 1, m.k);
        if (!*slot)
            return NULL;
    }
    Py_INCREF(*slot);
    return *slot;
}


/* ------------------------------------------------------------------ a binary heap */
typedef struct {
    int64_t a, b, c; /* compared in this order (each search makes the last unique) */
    int32_t entry;
} HeapItem;

typedef struct {
    HeapItem *items;
    size_t count, cap;
} Heap;

static int heap_less(const HeapItem *x, const HeapItem *y) {
    if (x->a != y->a)
        return x->a < y->a;
    if (x->b != y->b)
        return x->b < y->b;
    return x->c < y->c;
}

static int heap_push(Heap *h, HeapItem item) {
    if (h->count == h->cap)
        GROW(h->items, h->cap, return -1);
    size_t i = h->count++;
    while (i) {
        size_t up = (i - 1) / 2;
        if (!heap_less(&item, &h->items[up]))
            break;
        h->items[i] = h->items[up];
        i = up;
    }
    h->items[i] = item;
    return 0;
}

static HeapItem heap_pop(Heap *h) {
    HeapItem top = h->items[0], last = h->items[--h->count];
    size_t i = 0, n = h->count;
    for (;;) {
        size_t l = 2 * i + 1;
        if (l >= n)
            break;
        size_t m = (l + 1 < n && heap_less(&h->items[l + 1], &h->items[l])) ? l + 1 : l;
        if (!heap_less(&h->items[m], &last))
            break;
        h->items[i] = h->items[m];
        i = m;
    }
    if (n)
        h->items[i] = last;
    return top;
}

/* ------------------------------------------------------------------ the phase search */
typedef struct {
    Step *steps;
    int count, room;
} Line;

static int line_push(Line *l, Step step) {
    if (l->count == l->room)
        GROW(l->steps, l->room, return -1);
    l->steps[l->count++] = step;
    return 0;
}

/* the steps from the root to entry e, appended to l */
static int line_append_path(Line *l, const Table *t, int32_t e) {
    int depth = 0;
    for (int32_t x = e; t->entry[x].link.parent >= 0; x = t->entry[x].link.parent)
        depth++;
    int start = l->count;
    for (int i = 0; i < depth; i++)
        if (line_push(l, (Step){0, 0, 0}) < 0)
            return -1;
    for (int32_t x = e; t->entry[x].link.parent >= 0; x = t->entry[x].link.parent)
        l->steps[start + --depth] = t->entry[x].link.step;
    return 0;
}

static PyObject *line_to_python(const Step *steps, int count) {
    PyObject *out = PyList_New(count);
    if (!out)
        return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *a = action(steps[i]);
        if (!a) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, a);
    }
    return out;
}

/* one phase's answer: a winning line, or the dealable positions ranked (each with the moves to
 * it, and the position after its deal) */
typedef struct {
    Line line;
    Pos *after;
} Candidate;

typedef struct {
    int won;
    Line win;
    Candidate *candidates;
    int count;
} PhaseResult;

static void phase_result_free(PhaseResult *res) {
    free(res->win.steps);
    for (int i = 0; i < res->count; i++) {
        free(res->candidates[i].line.steps);
        free(res->candidates[i].after);
    }
    free(res->candidates);
    memset(res, 0, sizeof(*res));
}

typedef struct {
    int64_t value;
    int32_t depth, order, entry;
} Dealable;

static int dealable_order(const void *x, const void *y) {
    const Dealable *a = x, *b = y;
    if (a->value != b->value)
        return a->value < b->value ? -1 : 1;
    if (a->depth != b->depth)
        return a->depth < b->depth ? -1 : 1;
    return a->order < b->order ? -1 : (a->order > b->order);
}

/* deals[at] moved down the heap of count deals (the first by dealable_order on top) to its place */
static void deals_sift(Dealable *deals, size_t count, size_t at) {
    Dealable x = deals[at];
    for (;;) {
        size_t l = 2 * at + 1;
        if (l >= count)
            break;
        size_t m = (l + 1 < count && dealable_order(&deals[l + 1], &deals[l]) < 0) ? l + 1 : l;
        if (dealable_order(&deals[m], &x) >= 0)
            break;
        deals[at] = deals[m];
        at = m;
    }
    deals[at] = x;
}

/* the first of the count deals in the heap, taken off it: the deals come off in sorted order, and
 * a phase reads only the first few of them (sorting them all took longer) */
static Dealable deals_pop(Dealable *deals, size_t *count) {
    Dealable top = deals[0];
    deals[0] = deals[--*count];
    if (*count)
        deals_sift(deals, *count, 0);
    return top;
}

/* the table emptied for another search, its memory kept: its pages are there already, where a new
 * table's come fresh from the system */
static void table_reset(Table *t) {
    size_t mask = t->nslots - 1;
    if ((size_t)t->count * 16 < t->nslots) { /* few entries in many slots: each one's slot emptied */
        for (int32_t e = 0; e < t->count; e++) {
            uint64_t mine = (t->entry[e].hash & 0xffffffff00000000ULL) | (uint32_t)(t->entry[e].at + 1);
            size_t i = t->entry[e].hash & mask;
            while (t->slots[i] != mine)
                i = (i + 1) & mask;
            t->slots[i] = 0;
        }
    } else if (t->count) {
        memset(t->slots, 0, sizeof(uint64_t) * t->nslots);
    }
    t->count = 0;
    t->used = 0;
}

/* What one phase's enumeration works in, kept from phase to phase by its PhaseSearch (a search
 * enumerates many phases: each would take and free as much memory again) */
typedef struct {
    Table t, seen_after; /* emptied by each phase */
    Heap heap;
    Dealable *deals;
    size_t deals_cap;
} Scratch;

static int scratch_open(Scratch *w) {
    memset(w, 0, sizeof(*w));
    if (table_open(&w->t, 1) < 0)
        return -1;
    if (table_init(&w->seen_after) < 0) {
        table_free(&w->t);
        return -1;
    }
    return 0;
}

static void scratch_free(Scratch *w) {
    table_free(&w->t);
    table_free(&w->seen_after);
    free(w->heap.items);
    free(w->deals);
    memset(w, 0, sizeof(*w));
}

/* core.PhaseSearch._enumerate: best-first over sensible moves from root (at most cap positions
 * remembered); a win, or up to keep dealable positions ranked by the evaluation after the deal,
 * then by depth. 0, or -1 with a Python error set (the Meter's BudgetSpent). It works in w. */
static int enumerate_phase(const Rules *r, const Pos *root, int cap, int keep, Counter *m, PhaseResult *res,
                           Scratch *w) {
    memset(res, 0, sizeof(*res));
    Pos cur;
    Table *t = &w->t;
    table_reset(t);
    table_reset(&w->seen_after);
    Heap heap = w->heap;
    heap.count = 0;
    Dealable *deals = w->deals;
    size_t ndeals = 0, deals_cap = w->deals_cap;
    int rc = -1;
    Key k;
    key_of(r, root, &k);
    if (table_add(t, r, root, &k, (Link){-1, {0, 0, 0}, 0}) < 0)
        goto done;
    if (heap_push(&heap, (HeapItem){-score(r, root, 0), 0, 0, 0}) < 0)
        goto done;
    int64_t order = 1;
    if (dead(r, root)) {
        rc = 0;
        goto done;
    }
    Step moves[MAXMOVES];
    while (heap.count) {
        HeapItem item = heap_pop(&heap);
        int32_t ce = item.entry;
        table_state(t, r, ce, &cur);
        if (won(r, &cur)) {
            res->won = 1;
            rc = line_append_path(&res->win, t, ce);
            goto done;
        }
        if (can_deal(r, &cur)) { /* the deal is evaluated now, while the position is at hand */
            if (ndeals == deals_cap)
                GROW(deals, deals_cap, goto done);
            Undo u;
            do_step(r, &cur, (Step){-1, -1, -1}, &u);
            deals[ndeals] = (Dealable){-score(r, &cur, 0), 0, (int32_t)ndeals, ce};
            undo_step(&cur, &u);
            ndeals++;
        }
        if (t->count >= cap)
            continue;
        int32_t depth = (int32_t)item.b + 1;
        int nm = sensible_moves(r, &cur, moves);
        Undo u;
        u.kind = 0;
        for (int i = 0; i < nm; i++) {
            int32_t e;
            int fresh = child_entry(t, r, &cur, moves[i], &u, m, (Link){ce, moves[i], depth}, &e);
            if (fresh < 0)
                goto done;
            if (fresh) {
                if (heap_push(&heap, (HeapItem){-score(r, &cur, 0), depth, order, e}) < 0)
                    goto done;
                order++;
            } else if (t->entry[e].link.depth > depth && t->entry[e].link.parent >= 0) {
                /* a shorter way to the very same position (not only the same key: with the stock
                 * empty, column order does not matter to the key, and the line must reach these
                 * columns in place) */
                size_t have;
                const uint8_t *bytes = record(t, t->entry[e].at, &have);
                if (cur.ns > 0 || state_equal(r, &cur, bytes, have))
                    t->entry[e].link = (Link){ce, moves[i], depth};
            }
        }
    }
    for (size_t i = 0; i < ndeals; i++) { /* each deal counted, in order, where the Python search counts it */
        if (tick(m) < 0)
            goto done;
        deals[i].depth = t->entry[deals[i].entry].link.depth;
    }
    for (size_t i = ndeals / 2; i-- > 0;) /* a heap: the deals come off it in dealable_order */
        deals_sift(deals, ndeals, i);
    res->candidates = malloc(sizeof(Candidate) * (size_t)(keep > 0 ? keep : 1));
    if (!res->candidates) {
        PyErr_NoMemory();
        goto done;
    }
    for (size_t left = ndeals; left && res->count < keep;) {
        Dealable next = deals_pop(deals, &left);
        Pos *after = malloc(sizeof(Pos)); /* made again for the few kept */
        if (!after) {
            PyErr_NoMemory();
            goto done;
        }
        table_state(t, r, next.entry, after);
        apply_deal(r, after);
        key_of(r, after, &k);
        int32_t met = table_find(&w->seen_after, r, after, &k);
        if (met >= 0 || table_add(&w->seen_after, r, after, &k, (Link){-1, {0, 0, 0}, 0}) < 0) {
            free(after);
            if (met >= 0)
                continue;
            goto done;
        }
        Candidate *c = &res->candidates[res->count++];
        c->line = (Line){0};
        c->after = after; /* the candidate owns it */
        if (line_append_path(&c->line, t, next.entry) < 0)
            goto done;
    }
    rc = 0;
done:
    w->deals = deals; /* kept, with what they grew to, for the next phase */
    w->deals_cap = deals_cap;
    w->heap = heap;
    if (rc < 0)
        phase_result_free(res);
    return rc;
}

static PyObject *phase_result_to_python(const Rules *r, const PhaseResult *res) {
    if (res->won)
        return Py_BuildValue("(N[])", line_to_python(res->win.steps, res->win.count));
    PyObject *out = PyList_New(res->count);
    if (!out)
        return NULL;
    for (int i = 0; i < res->count; i++) {
        const Candidate *c = &res->candidates[i];
        PyObject *pair = Py_BuildValue("(NN)", line_to_python(c->line.steps, c->line.count),
                                       state_to_python(r, c->after));
        if (!pair) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, pair);
    }
    return Py_BuildValue("(ON)", Py_None, out);
}

/* The thoughtful phase search (core.PhaseSearch) as an object: run(state, budget) follows
 * each phase's ranking with limited discrepancy, remembering each phase's answer (cache) and
 * the largest budget already searched from each position after a deal (budget_seen). */
typedef struct {
    PyObject_HEAD
    Rules r;
    int cap, keep;
    PyObject *meter;
    Table cache; /* phase root key -> results[entry] */
    PhaseResult *results;
    int nresults, results_room;
    Table seen; /* position after a deal -> link.depth: the largest budget searched from it */
    Scratch work; /* what each phase's enumeration works in */
    int open;
} PhaseSearchObject;

static void ps_dealloc(PhaseSearchObject *self) {
    if (self->open) {
        for (int i = 0; i < self->nresults; i++)
            phase_result_free(&self->results[i]);
        free(self->results);
        table_free(&self->cache);
        table_free(&self->seen);
        scratch_free(&self->work);
    }
    Py_XDECREF(self->meter);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int ps_init(PhaseSearchObject *self, PyObject *args, PyObject *Py_UNUSED(kwds)) {
    PyObject *rules_args, *meter;
    if (self->open) {
        PyErr_SetString(PyExc_RuntimeError, "PhaseSearch is set up once");
        return -1;
    }
    if (!PyArg_ParseTuple(args, "O!iiO", &PyTuple_Type, &rules_args, &self->cap, &self->keep, &meter))
        return -1;
    if (read_rules(rules_args, &self->r) < 0)
        return -1;
    if (table_init(&self->cache) < 0)
        return -1;
    if (table_init(&self->seen) < 0) {
        table_free(&self->cache);
        return -1;
    }
    if (scratch_open(&self->work) < 0) {
        table_free(&self->cache);
        table_free(&self->seen);
        return -1;
    }
    self->open = 1;
    Py_INCREF(meter);
    self->meter = meter;
    return 0;
}

/* the phase from pos: remembered, or enumerated now; NULL with a Python error */
static const PhaseResult *ps_phase(PhaseSearchObject *self, const Pos *pos, Counter *m) {
    Key k;
    key_of(&self->r, pos, &k);
    int32_t e = table_find(&self->cache, &self->r, pos, &k);
    if (e >= 0)
        return &self->results[e];
    PhaseResult res;
    if (enumerate_phase(&self->r, pos, self->cap, self->keep, m, &res, &self->work) < 0)
        return NULL;
    if (self->nresults == self->results_room)
        GROW(self->results, self->results_room, phase_result_free(&res); return NULL);
    if (table_add(&self->cache, &self->r, pos, &k, (Link){-1, {0, 0, 0}, 0}) < 0) {
        phase_result_free(&res);
        return NULL;
    }
    self->results[self->nresults++] = res;
    return &self->results[self->nresults - 1];
}

/* core.PhaseSearch.run: 1 with the line in out, 0 when none within budget, -1 on error */
static int ps_run(PhaseSearchObject *self, const Pos *pos, int budget, Counter *m, Line *out) {
    const PhaseResult *ph = ps_phase(self, pos, m);
    if (!ph)
        return -1;
    if (ph->won) {
        for (int i = 0; i < ph->win.count; i++)
            if (line_push(out, ph->win.steps[i]) < 0)
                return -1;
        return 1;
    }
    /* ph points into self->results, which a deeper phase may move: keep the index */
    int index = (int)(ph - self->results);
    for (int i = 0; i < self->results[index].count; i++) {
        if (i > budget)
            break;
        const Candidate *c = &self->results[index].candidates[i];
        Key k;
        key_of(&self->r, c->after, &k);
        int left = budget - i;
        int32_t e = table_find(&self->seen, &self->r, c->after, &k);
        if (e >= 0 && self->seen.entry[e].link.depth >= left)
            continue;
        if (e >= 0)
            self->seen.entry[e].link.depth = left;
        else if (table_add(&self->seen, &self->r, c->after, &k, (Link){-1, {0, 0, 0}, left}) < 0)
            return -1;
        int mark = out->count;
        for (int j = 0; j < c->line.count; j++)
            if (line_push(out, c->line.steps[j]) < 0)
                return -1;
        if (line_push(out, (Step){-1, -1, -1}) < 0)
            return -1;
        int found = ps_run(self, c->after, left, m, out); /* c->after is the candidate's own: it stays put */
        if (found)
            return found;
        out->count = mark;
    }
    return 0;
}

static PyObject *ps_run_method(PhaseSearchObject *self, PyObject *args) {
    PyObject *st;
    int budget;
    Pos root;
    Counter m;
    if (!self->open) {
        PyErr_SetString(PyExc_RuntimeError, "PhaseSearch was not set up");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "Oi", &st, &budget))
        return NULL;
    if (read_state(&self->r, st, &root) < 0 || counter_open(&m, self->meter) < 0)
        return NULL;
    Line line = {0};
    int found = ps_run(self, &root, budget, &m, &line);
    PyObject *result = NULL;
    if (found > 0)
        result = line_to_python(line.steps, line.count);
    else if (found == 0)
        result = Py_NewRef(Py_None);
    free(line.steps);
    if (counter_store(&m) < 0)
        Py_CLEAR(result);
    return result;
}

/* memory() -> ([(state, (win, candidates)), ...], [(state, budget), ...]): what the search
 * remembers, in the order it met it (each state the first met with its key) */
static PyObject *ps_memory(PhaseSearchObject *self, PyObject *Py_UNUSED(ignored)) {
    if (!self->open)
        return Py_BuildValue("([][])");
    PyObject *cache = PyList_New(self->nresults), *seen = PyList_New(self->seen.count);
    if (!cache || !seen)
        goto fail;
    Pos p;
    for (int i = 0; i < self->nresults; i++) {
        table_state(&self->cache, &self->r, i, &p);
        PyObject *item = Py_BuildValue("(NN)", state_to_python(&self->r, &p),
                                       phase_result_to_python(&self->r, &self->results[i]));
        if (!item)
            goto fail;
        PyList_SET_ITEM(cache, i, item);
    }
    for (int i = 0; i < self->seen.count; i++) {
        table_state(&self->seen, &self->r, i, &p);
        PyObject *item = Py_BuildValue("(Ni)", state_to_python(&self->r, &p), (int)self->seen.entry[i].link.depth);
        if (!item)
            goto fail;
        PyList_SET_ITEM(seen, i, item);
    }
    return Py_BuildValue("(NN)", cache, seen);
fail:
    Py_XDECREF(cache);
    Py_XDECREF(seen);
    return NULL;
}

static PyMethodDef ps_methods[] = {
    {"run", (PyCFunction)ps_run_method, METH_VARARGS,
     "run(state, budget): a winning line within budget discrepancies, or None."},
    {"memory", (PyCFunction)ps_memory, METH_NOARGS,
     "memory(): ([(state, phase answer)], [(state after a deal, budget)]), in the order met."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject PhaseSearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "spiderette_widget.search._native.PhaseSearch",
    .tp_basicsize = sizeof(PhaseSearchObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "PhaseSearch(rules, cap, keep, meter): core.PhaseSearch in C.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)ps_init,
    .tp_dealloc = (destructor)ps_dealloc,
    .tp_methods = ps_methods,
};

/* ------------------------------------------------------------------ ranking the beam's children */
/* A ranked child as one number: its value (minus chaos_score, far inside 32 bits: a thousand a run
 * and a few hundred for the columns) above its order (unique), so that the numbers sort as the
 * Python search's (value, order) tuples; its entry is kept by order. */
static inline uint64_t ranked_key(int64_t value, size_t order) {
    return (uint64_t)(value - INT32_MIN) << 32 | (uint64_t)order;
}

static inline void key_swap(uint64_t *a, uint64_t *b) {
    uint64_t t = *a;
    *a = *b;
    *b = t;
}

/* keys[lo..hi] around a pivot (the middle of three): the index it ends at, with every smaller key
 * before it and every larger one after (keys are unique) */
static size_t key_partition(uint64_t *keys, size_t lo, size_t hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (keys[mid] < keys[lo])
        key_swap(&keys[mid], &keys[lo]);
    if (keys[hi] < keys[lo])
        key_swap(&keys[hi], &keys[lo]);
    if (keys[hi] < keys[mid])
        key_swap(&keys[hi], &keys[mid]);
    key_swap(&keys[mid], &keys[hi]); /* the pivot (the median) at hi */
    uint64_t pivot = keys[hi];
    size_t at = lo;
    for (size_t i = lo; i < hi; i++)
        if (keys[i] < pivot)
            key_swap(&keys[i], &keys[at++]);
    key_swap(&keys[at], &keys[hi]);
    return at;
}

/* keys[lo..hi] in increasing order */
static void key_sort(uint64_t *keys, size_t lo, size_t hi) {
    while (hi > lo + 16) {
        size_t at = key_partition(keys, lo, hi);
        if (at - lo < hi - at) { /* the smaller side by recursion, the larger by the loop */
            if (at > lo)
                key_sort(keys, lo, at - 1);
            lo = at + 1;
        } else {
            key_sort(keys, at + 1, hi);
            if (at == lo)
                return;
            hi = at - 1;
        }
    }
    for (size_t i = lo + 1; i <= hi; i++) {
        uint64_t x = keys[i];
        size_t j = i;
        while (j > lo && keys[j - 1] > x) {
            keys[j] = keys[j - 1];
            j--;
        }
        keys[j] = x;
    }
}

/* the first `first` of count keys, the smallest, in increasing order at their start (the rest after
 * them in no order): what sorting them all gives there, without sorting the rest */
static void key_smallest(uint64_t *keys, size_t count, size_t first) {
    if (!first || !count)
        return;
    size_t lo = 0, hi = count - 1;
    while (first < count && hi > lo) { /* until keys[0 .. first) are the smallest */
        size_t at = key_partition(keys, lo, hi);
        if (at == first || at + 1 == first)
            break;
        if (at > first)
            hi = at - 1;
        else
            lo = at + 1;
    }
    key_sort(keys, 0, (first < count ? first : count) - 1);
}

/* ------------------------------------------------------------------ the complete search's seen set */
/* The complete search only asks whether it met a position before, so it keeps each position as
 * small as it can, in a set of its own (no entry, no link): a string in an arena, and a slot of
 * 8 bytes holding the hash's high 32 bits and the string's offset. The string: the stock count,
 * then each column as the id of its face-down cards (they never change but in number: the first
 * ones of the same column in the first position, so an id for each count, equal cards equal ids),
 * its count of face-up cards, and those cards. With the stock empty the columns are written in one
 * order whatever theirs (by hash, then by cards), as the key ignores their order. No string is the
 * start of another (each is read to its end from its counts), so two strings are the same position
 * when their first bytes match, as many as the new one has.
 *
 * Two ways to write it. In bytes while the set is small (one byte each, quick to write): about 55
 * bytes a Spiderette position. Once the arena reaches SEEN_COMPACT, every string is written again
 * in bits, and new ones too (bits_column): a bit for a column without face-down cards (most of
 * them, deep in a search), else a bit and the id in as few bits as the ids need; the first card in
 * 7 bits, each next one in 3 when it is one rank below the one before it (a bit, then its suit),
 * else in 8, and the column's end in 2: about 29 bytes (32 with a count of face-up cards in 5 bits
 * and every id written). Slots take 9 to 18 bytes more (16 to 32 of entries and slots, plus every
 * face-down card, in the general Table). */
#define SEEN_MAXREC 128 /* bytes of the longest string: 1 + 10 * 2 + 104 bytes */
#define SEEN_COMPACT ((size_t)256 << 20)

typedef struct {
    uint8_t *arena;
    size_t used, room;
    uint64_t *slots; /* the hash's high 32 bits, and the string's offset + 1 (0: an empty slot) */
    size_t count;
    int bits; /* 1 << bits slots; a position's first slot is its hash's top `bits` bits */
    int idbits, compact; /* compact: strings in bits */
    size_t compact_at;   /* the arena's bytes at which they go to bits */
    size_t limit;        /* the bytes it may hold (TABLE_LIMIT) */
    int forget;          /* when full, seen_visit answers SEEN_FULL and the caller forgets (seen_forget) */
    uint8_t hidden[MAXCOLS][MAXLEN]; /* [i][h]: the id of column i's first h cards of the first position */
} Seen;

/* a position's first slot: the hash's top bits, so that a bigger set places each slot from its 32 bits */
static inline size_t seen_home(uint64_t tag, int bits) {
    return (size_t)(tag >> (32 - bits));
}

/* ask for the first slot of the position of hash `hash` ahead of seen_visit: fetched meanwhile */
static inline void seen_prefetch(const Seen *s, uint64_t hash) {
#ifdef __GNUC__
    __builtin_prefetch(&s->slots[seen_home(hash >> 32, s->bits)]);
#else
    (void)s;
    (void)hash;
#endif
}

static int seen_open(Seen *s, const Rules *r, const Pos *root, size_t compact_at) {
    memset(s, 0, sizeof(*s));
    s->compact_at = compact_at;
    s->limit = TABLE_LIMIT;
    int next = 1;
    for (int i = 0; i < r->n; i++)
        for (int h = 1; h <= root->hid[i]; h++) {
            int id = 0;
            for (int j = 0; j < i && !id; j++)
                if (root->hid[j] >= h && !memcmp(root->c[j], root->c[i], (size_t)h))
                    id = s->hidden[j][h];
            s->hidden[i][h] = (uint8_t)(id ? id : next++);
        }
    while ((1 << s->idbits) < next)
        s->idbits++;
    s->room = 1 << 16;
    s->bits = 12;
    s->arena = mem_block(s->room, 0);
    s->slots = mem_zeroed(sizeof(uint64_t) << s->bits);
    if (!s->arena || !s->slots) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void seen_free(Seen *s) {
    mem_free(s->arena, s->room);
    mem_free(s->slots, sizeof(uint64_t) << s->bits);
    s->arena = NULL;
    s->slots = NULL;
}

static size_t seen_bytes(const Seen *s) {
    return s->room + (sizeof(uint64_t) << s->bits);
}

/* which of columns i and j comes first when their hashes are equal: by cards */
static int seen_before(const Seen *s, const Pos *p, int i, int j) {
    int hi = p->hid[i], hj = p->hid[j], ui = p->len[i] - hi, uj = p->len[j] - hj;
    if (s->hidden[i][hi] != s->hidden[j][hj])
        return s->hidden[i][hi] < s->hidden[j][hj];
    if (ui != uj)
        return ui < uj;
    return memcmp(p->c[i] + hi, p->c[j] + hj, (size_t)ui) < 0;
}

/* k[i] and k[j] in increasing order, without a branch */
static inline void order_two(uint64_t *k, int i, int j) {
    uint64_t a = k[i], b = k[j];
    k[i] = a < b ? a : b;
    k[j] = a < b ? b : a;
}

/* k[0..7) in increasing order: a fixed network of 16 compare-and-swaps (no test to guess wrong) */
static inline void sort7(uint64_t *k) {
    static const int8_t net[16][2] = {{0, 6}, {2, 3}, {4, 5}, {0, 2}, {1, 4}, {3, 6}, {0, 1}, {2, 5},
                                      {3, 4}, {1, 2}, {4, 6}, {2, 3}, {4, 5}, {1, 2}, {3, 4}, {5, 6}};
    for (int c = 0; c < 16; c++)
        order_two(k, net[c][0], net[c][1]);
}

/* k[0..10) in increasing order: Waksman's network of 29 compare-and-swaps */
static inline void sort10(uint64_t *k) {
    static const int8_t net[29][2] = {{4, 9}, {3, 8}, {2, 7}, {1, 6}, {0, 5}, {1, 4}, {6, 9}, {0, 3}, {5, 8}, {0, 2},
                                      {3, 6}, {7, 9}, {0, 1}, {2, 4}, {5, 7}, {8, 9}, {1, 2}, {4, 6}, {7, 8}, {3, 5},
                                      {2, 5}, {6, 8}, {1, 3}, {4, 7}, {2, 3}, {6, 7}, {3, 4}, {5, 6}, {4, 5}};
    for (int c = 0; c < 29; c++)
        order_two(k, net[c][0], net[c][1]);
}

/* the order p's columns are written in: their own, or with the stock empty by hash, then by cards */
static void seen_order(const Seen *s, const Rules *r, const Pos *p, int *order) {
    int n = r->n;
    if (p->ns) {
        for (int i = 0; i < n; i++)
            order[i] = i;
        return;
    }
    /* each column as one number, its hash's high 60 bits above its number (all different), sorted;
     * the places a smaller table leaves hold the largest number, sorted last */
    uint64_t key[10], hash[MAXCOLS];
    int width = n <= 7 ? 7 : 10;
    for (int i = 0; i < width; i++)
        key[i] = i < n ? (p->colhash[i] & ~(uint64_t)15) | (uint64_t)i : UINT64_MAX;
    if (width == 7)
        sort7(key);
    else
        sort10(key);
    for (int i = 0; i < n; i++) {
        order[i] = (int)(key[i] & 15);
        hash[i] = key[i] >> 4;
    }
    for (int i = 1; i < n; i++) /* equal hashes (all but never): by cards */
        for (int at = i; at && hash[at] == hash[at - 1] && seen_before(s, p, order[at], order[at - 1]); at--) {
            int x = order[at];
            order[at] = order[at - 1];
            order[at - 1] = x;
        }
}

/* bits written to a string, the first in the lowest bit of its first byte, 32 at a time */
typedef struct {
    uint8_t *out;
    uint64_t acc;
    int n;
} Bits;

static inline void bits_put(Bits *b, uint32_t value, int width) {
    b->acc |= (uint64_t)value << b->n;
    b->n += width;
    if (b->n >= 32) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        uint32_t word = (uint32_t)b->acc;
        memcpy(b->out, &word, 4);
#else
        for (int i = 0; i < 4; i++)
            b->out[i] = (uint8_t)(b->acc >> 8 * i);
#endif
        b->out += 4;
        b->acc >>= 32;
        b->n -= 32;
    }
}

/* One column in bits: its face-down cards (0 for none, else 1 and their id), then its face-up
 * cards (0 for none, else 1 and the first card), each next card one rank below the last as 1 and
 * its suit, any other as 0, 1 and the card, and the column's end as 0, 0 (seen_length reads it). */
static inline void bits_column(Bits *b, int id, int idbits, int up, const uint8_t *c) {
    if (id)
        bits_put(b, (uint32_t)id << 1 | 1, idbits + 1);
    else
        bits_put(b, 0, 1);
    if (!up) {
        bits_put(b, 0, 1);
        return;
    }
    uint32_t last = c[0];
    bits_put(b, last << 1 | 1, 7);
    for (int j = 1; j < up; j++) {
        uint32_t x = c[j], below = (x & 15) + 1 == (last & 15);
        if (below)
            bits_put(b, (x >> 4) << 1 | 1, 3);
        else
            bits_put(b, x << 2 | 2, 8);
        last = x;
    }
    bits_put(b, 0, 2);
}

/* the last bits written: the string's length */
static inline size_t bits_end(Bits *b, const uint8_t *start) {
    for (; b->n > 0; b->n -= 8, b->acc >>= 8)
        *b->out++ = (uint8_t)b->acc;
    return (size_t)(b->out - start);
}

/* p's string, written at out: its length */
static size_t seen_string(const Seen *s, const Rules *r, const Pos *p, uint8_t *out) {
    int order[MAXCOLS];
    seen_order(s, r, p, order);
    if (s->compact) {
        Bits b = {out, p->ns, 7};
        for (int o = 0; o < r->n; o++) {
            int i = order[o], h = p->hid[i];
            bits_column(&b, s->hidden[i][h], s->idbits, p->len[i] - h, p->c[i] + h);
        }
        return bits_end(&b, out);
    }
    uint8_t *at = out;
    *at++ = p->ns;
    for (int o = 0; o < r->n; o++) {
        int i = order[o], h = p->hid[i], up = p->len[i] - h;
        at[0] = s->hidden[i][h];
        at[1] = (uint8_t)up;
        for (int j = 0; j < up; j += 8) /* 8 at a time: a column's cards end 8 bytes before its room */
            memcpy(at + 2 + j, p->c[i] + h + j, 8);
        at += 2 + up;
    }
    return (size_t)(at - out);
}

/* Every string written again in bits (a new arena, as big: no string gets longer), and the set
 * writes in bits from now on. 0, or -1 when memory is out (the set stays in bytes). */
static int seen_compact(Seen *s, const Rules *r) {
    if (seen_bytes(s) + s->room > s->limit)
        return 0; /* no room to write them again: in bytes to the end */
    uint8_t *arena = mem_block(s->room, 0);
    if (!arena)
        return -1;
    size_t used = 0, nslots = (size_t)1 << s->bits;
    for (size_t i = 0; i < nslots; i++) { /* each string has one slot: in the slots' order */
#ifdef __GNUC__
        /* the strings are read at random: each one asked for 16 slots ahead, fetched meanwhile */
        if (i + 16 < nslots && s->slots[i + 16]) {
            const uint8_t *ahead = s->arena + (uint32_t)s->slots[i + 16] - 1;
            __builtin_prefetch(ahead);
            __builtin_prefetch(ahead + 64);
        }
#endif
        uint64_t slot = s->slots[i];
        if (!slot)
            continue;
        const uint8_t *in = s->arena + (uint32_t)slot - 1;
        Bits b = {arena + used, *in++, 7};
        for (int c = 0; c < r->n; c++) {
            bits_column(&b, in[0], s->idbits, in[1], in + 2);
            in += 2 + in[1];
        }
        s->slots[i] = (slot & 0xffffffff00000000ULL) | (used + 1);
        used += bits_end(&b, arena + used);
    }
    mem_free(s->arena, s->room);
    s->arena = arena;
    s->used = used;
    s->compact = 1;
    return 0;
}

/* twice the slots, when they fit in the set's limit; 0, or -1 when memory is out */
static int seen_grow_slots(Seen *s) {
    int bits = s->bits + 1;
    size_t old = sizeof(uint64_t) << s->bits;
    if (seen_bytes(s) + 2 * old > s->limit)
        return 0; /* fuller instead (seen_visit) */
    uint64_t *slots = mem_zeroed(2 * old), mask = ((uint64_t)1 << bits) - 1;
    if (!slots)
        return -1;
    for (size_t i = 0; i < (size_t)1 << s->bits; i++)
        if (s->slots[i]) {
            size_t at = seen_home(s->slots[i] >> 32, bits);
            while (slots[at])
                at = (at + 1) & mask;
            slots[at] = s->slots[i];
        }
    mem_free(s->slots, old);
    s->slots = slots;
    s->bits = bits;
    return 0;
}

/* room in the arena for one more string and what a comparison reads past it: 0, -1 when memory is
 * out, -2 past the set's limit */
static int seen_grow_arena(Seen *s) {
    size_t need = s->used + 2 * SEEN_MAXREC, slots = sizeof(uint64_t) << s->bits;
    if (need <= s->room)
        return 0;
    size_t room = s->room * 2;
    if (room + slots > s->limit)
        room = s->limit - slots; /* the last growth: what is left */
    if (room < need)
        return -2;
    uint8_t *grown = mem_grow(s->arena, s->room, room);
    if (!grown)
        return -1;
    s->arena = grown;
    s->room = room;
    return 0;
}

#define SEEN_FULL (-2)

/* Whether p (of hash `hash`) was met before: 1; else it is kept now: 0; -1 on an error (memory, or
 * the memory budget spent). The slots double at half full while they fit in the set's limit, and
 * fill to 7/8 when they no longer do. A set that forgets (s->forget) answers SEEN_FULL instead of
 * spending the memory budget, having kept nothing: the caller forgets some positions (seen_forget)
 * and asks again. */
static int seen_visit(Seen *s, const Rules *r, const Pos *p, uint64_t hash) {
    uint64_t tag = hash >> 32;
    size_t mask = ((size_t)1 << s->bits) - 1, i = seen_home(tag, s->bits);
#ifdef __GNUC__
    __builtin_prefetch(&s->slots[i]); /* read while the string is written */
#endif
    int grown = seen_grow_arena(s);
    if (grown == -2 || (s->forget && (s->count + 1) * 8 > (mask + 1) * 7)) {
        if (s->forget)
            return SEEN_FULL;
        budget_spent("memory budget spent");
        return -1;
    }
    if (grown < 0) {
        PyErr_NoMemory();
        return -1;
    }
    uint8_t *rec = s->arena + s->used;
    size_t len = seen_string(s, r, p, rec);
    for (;; i = (i + 1) & mask) {
        uint64_t slot = s->slots[i];
        if (!slot)
            break;
        if (slot >> 32 == tag && same_start(s->arena + (uint32_t)slot - 1, rec, len))
            return 1;
    }
    s->slots[i] = tag << 32 | (s->used + 1);
    s->used += len;
    s->count++;
    if (!s->compact && s->used >= s->compact_at && seen_compact(s, r) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    if (s->count * 2 > mask + 1) {
        if (s->count * 8 > (mask + 1) * 7) {
            budget_spent("memory budget spent");
            return -1;
        }
        if (seen_grow_slots(s) < 0) {
            PyErr_NoMemory();
            return -1;
        }
    }
    return 0;
}

/* the length of the string at `in` (seen_string), read from its counts */
static size_t seen_length(const Seen *s, const Rules *r, const uint8_t *in) {
    if (!s->compact) {
        size_t at = 1;
        for (int i = 0; i < r->n; i++)
            at += 2 + (size_t)in[at + 1];
        return at;
    }
    size_t bit = 7; /* the stock count */
#define BIT_AT(at) ((in[(at) >> 3] >> ((at) & 7)) & 1)
    for (int i = 0; i < r->n; i++) { /* bits_column's codes */
        bit += BIT_AT(bit) ? 1 + (size_t)s->idbits : 1;
        if (!BIT_AT(bit)) {
            bit++;
            continue;
        }
        bit += 7;
        for (;;) {
            if (BIT_AT(bit))
                bit += 3;
            else if (BIT_AT(bit + 1))
                bit += 8;
            else
                break;
        }
        bit += 2;
    }
#undef BIT_AT
    return (bit + 7) / 8;
}

/* the stock count a string (seen_string) starts with */
static inline int seen_stock(const Seen *s, const uint8_t *in) {
    return s->compact ? in[0] & 127 : in[0];
}

/* what seen_forget keeps first: the larger stock, then the larger low byte of the hash */
static inline size_t forget_rank(const Seen *s, uint64_t slot) {
    return (size_t)seen_stock(s, s->arena + (uint32_t)slot - 1) << 8 | (size_t)(slot >> 32 & 255);
}

static int by_offset(const void *x, const void *y) {
    uint32_t a = (uint32_t) * (const uint64_t *)x, b = (uint32_t) * (const uint64_t *)y;
    return (a > b) - (a < b);
}

/* A full set made room in: at most half its positions are kept (those of the largest stocks, then
 * by their hash's low byte: the others are forgotten), the arena written again without the others,
 * their slots placed again. What is forgotten is only searched again when met again: the complete
 * search stays complete (see complete). 0, or -1 when nothing could be kept: then nothing is. */
static int seen_forget(Seen *s, const Rules *r) {
    size_t nslots = (size_t)1 << s->bits, bins = (size_t)128 << 8, kept = 0, keep_from = bins;
    size_t *count = calloc(bins, sizeof(size_t));
    if (!count)
        return -1;
    for (size_t i = 0; i < nslots; i++)
        if (s->slots[i])
            count[forget_rank(s, s->slots[i])]++;
    while (keep_from > 0 && kept + count[keep_from - 1] <= s->count / 2)
        kept += count[--keep_from];
    free(count);
    size_t k = 0;
    for (size_t i = 0; i < nslots; i++) /* the kept slots first, in their order */
        if (s->slots[i] && forget_rank(s, s->slots[i]) >= keep_from)
            s->slots[k++] = s->slots[i];
    memset(s->slots + k, 0, sizeof(uint64_t) * (nslots - k));
    qsort(s->slots, k, sizeof(uint64_t), by_offset); /* in the arena's order: each moves down */
    size_t used = 0;
    for (size_t j = 0; j < k; j++) {
        size_t at = (uint32_t)s->slots[j] - 1, len = seen_length(s, r, s->arena + at);
        memmove(s->arena + used, s->arena + at, len);
        s->slots[j] = (s->slots[j] & 0xffffffff00000000ULL) | (used + 1);
        used += len;
    }
    s->used = used;
    s->count = k;
    /* the kept slots, copied to the arena's free end (8-byte aligned), placed again from there */
    size_t from = (used + 7) & ~(size_t)7;
    if (from + sizeof(uint64_t) * k + SEEN_MAXREC > s->room) {
        memset(s->slots, 0, sizeof(uint64_t) * nslots);
        s->used = s->count = 0;
        return 0;
    }
    uint64_t *moved = (uint64_t *)(void *)(s->arena + from);
    memcpy(moved, s->slots, sizeof(uint64_t) * k);
    memset(s->slots, 0, sizeof(uint64_t) * nslots);
    for (size_t j = 0; j < k; j++) {
        size_t at = seen_home(moved[j] >> 32, s->bits);
        while (s->slots[at])
            at = (at + 1) & (nslots - 1);
        s->slots[at] = moved[j];
    }
    return 0;
}

/* ------------------------------------------------------------------ the beam */
/* A position kept in a level of the beam: how it was reached (its parent's place in `trail`, -1
 * for the root, and the step), so that a winning line is read back from the last level. */
typedef struct {
    int32_t parent;
    Step step;
} Trail;

/* a new child of a level: the level position it came from, and the step */
typedef struct {
    int32_t from;
    Step step;
} Born;

/* the steps from the root to trail[at], then last, as a Python list of actions */
static PyObject *trail_line(const Trail *trail, int32_t at, Step last) {
    Line line = {0};
    PyObject *result = NULL;
    int depth = 1;
    for (int32_t x = at; trail[x].parent >= 0; x = trail[x].parent)
        depth++;
    for (int i = 0; i < depth; i++)
        if (line_push(&line, last) < 0)
            goto done;
    for (int32_t x = at; trail[x].parent >= 0; x = trail[x].parent)
        line.steps[--depth - 1] = trail[x].step;
    result = line_to_python(line.steps, line.count);
done:
    free(line.steps);
    return result;
}

/* The rules, the position and compact_at of a beam or complete search, checked: 0, or -1 with the
 * error set. */
static int read_search_input(PyObject *rules_args, PyObject *st, Py_ssize_t compact_at, Rules *r, Pos *pos) {
    if (compact_at < 0) {
        PyErr_SetString(PyExc_ValueError, "native core: compact_at is a count of bytes");
        return -1;
    }
    if (read_rules(rules_args, r) < 0)
        return -1;
    return read_state(r, st, pos);
}

/* beam(rules, state, width, cap, meter[, compact_at], *, every=False) -> winning line or None:
 * core.beam. The positions met are kept in a seen set (as the complete search's: the beam only asks
 * whether it met a position before); only the positions of the level at hand are kept whole
 * (`level`), and the next level's are made again from them and their steps. compact_at: as
 * complete's. every: every legal move while the stock holds cards, sensible moves once it is empty. */
static PyObject *beam(PyObject *Py_UNUSED(self), PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"rules", "state", "width", "cap", "meter", "compact_at", "every", NULL};
    PyObject *rules_args, *st, *meter;
    int width, every = 0;
    long long cap;
    Py_ssize_t compact_at = (Py_ssize_t)SEEN_COMPACT;
    Rules r;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O!OiLO|n$p", kwlist, &PyTuple_Type, &rules_args, &st, &width, &cap,
                                     &meter, &compact_at, &every))
        return NULL;
    Pos root;
    if (read_search_input(rules_args, st, compact_at, &r, &root) < 0)
        return NULL;
    Counter m;
    if (counter_open(&m, meter) < 0)
        return NULL;
    long long start = m.nodes;
    size_t most = width > 0 ? (size_t)width : 1; /* positions in a level */
    Seen seen;
    int seen_ready = 0;
    PyObject *result = NULL;
    uint64_t *ranked = NULL; /* ranked_key of each new child of a level */
    Born *born = NULL;       /* by order: where each new child came from */
    Trail *trail = NULL;     /* every position a level kept, level after level */
    Pos *level = NULL, *next = NULL;
    int32_t *at = NULL, *next_at = NULL; /* each level position's place in trail */
    size_t nranked = 0, ranked_cap = 0, born_cap = 0, ntrail = 0, trail_cap = 0, nlevel = 0;
    if (seen_open(&seen, &r, &root, (size_t)compact_at) < 0)
        goto done;
    seen_ready = 1;
    Key k;
    key_of(&r, &root, &k);
    if (seen_visit(&seen, &r, &root, k.hash) < 0)
        goto done;
    level = mem_block(sizeof(Pos) * most, 0);
    next = mem_block(sizeof(Pos) * most, 0);
    at = malloc(sizeof(int32_t) * most);
    next_at = malloc(sizeof(int32_t) * most);
    if (!level || !next || !at || !next_at) {
        PyErr_NoMemory();
        goto done;
    }
    GROW(trail, trail_cap, goto done);
    trail[ntrail++] = (Trail){-1, {0, 0, 0}};
    pos_copy(&level[0], &root, r.n);
    at[nlevel++] = 0;
    Step steps[MAXMOVES + 1];
    uint64_t hashes[MAXMOVES + 1];
    while (nlevel && m.nodes - start < cap) {
        nranked = 0;
        for (size_t li = 0; li < nlevel; li++) {
            Pos *cur = &level[li]; /* each child made in place and taken back */
            int nm = every && cur->ns ? all_moves(&r, cur, steps) : sensible_moves(&r, cur, steps);
            if (can_deal(&r, cur))
                steps[nm++] = (Step){-1, -1, -1};
            Undo u;
            /* each child's hash first, its slot fetched from memory while the next ones are made */
            for (int i = 0; i < nm; i++) {
                do_step(&r, cur, steps[i], &u);
                key_of(&r, cur, &k);
                hashes[i] = k.hash;
                seen_prefetch(&seen, k.hash);
                undo_step(cur, &u);
            }
            for (int i = 0; i < nm; i++) {
                do_step(&r, cur, steps[i], &u);
                if (tick(&m) < 0)
                    goto done;
                int met = seen_visit(&seen, &r, cur, hashes[i]);
                if (met < 0)
                    goto done;
                if (!met) {
                    if (won(&r, cur)) {
                        result = trail_line(trail, at[li], steps[i]);
                        goto done;
                    }
                    if (nranked == ranked_cap)
                        GROW(ranked, ranked_cap, goto done);
                    if (nranked == born_cap)
                        GROW(born, born_cap, goto done);
                    ranked[nranked] = ranked_key(-score(&r, cur, 1), nranked);
                    born[nranked++] = (Born){(int32_t)li, steps[i]};
                }
                undo_step(cur, &u);
            }
        }
        size_t kept = nranked < most ? nranked : (width > 0 ? most : 0);
        key_smallest(ranked, nranked, kept);
        while (ntrail + kept > trail_cap)
            GROW(trail, trail_cap, goto done);
        for (size_t i = 0; i < kept; i++) { /* the best children, made again from their level position */
            const Born *b = &born[ranked[i] & 0xffffffffu];
            Undo u;
            pos_copy(&next[i], &level[b->from], r.n);
            do_step(&r, &next[i], b->step, &u);
            trail[ntrail] = (Trail){at[b->from], b->step};
            next_at[i] = (int32_t)ntrail++;
        }
        Pos *swap = level;
        level = next;
        next = swap;
        int32_t *swap_at = at;
        at = next_at;
        next_at = swap_at;
        nlevel = kept;
    }
    result = Py_NewRef(Py_None);
done:
    free(ranked);
    free(born);
    free(trail);
    free(at);
    free(next_at);
    if (level)
        mem_free(level, sizeof(Pos) * most);
    if (next)
        mem_free(next, sizeof(Pos) * most);
    if (seen_ready)
        seen_free(&seen);
    if (counter_store(&m) < 0)
        Py_CLEAR(result);
    return result;
}

/* ------------------------------------------------------------------ the complete search */
typedef struct {
    int32_t place; /* rank << 12 | order: tried in increasing order, the deal last */
    Step step;
} Child;

/* core._Complete.children: every action from p, in the order they are tried */
static int complete_children(const Rules *r, const Pos *p, int may_deal, Child *out) {
    int n = r->n, count = 0, order = 0, nempty = 0;
    int empties[MAXCOLS];
    for (int d = 0; d < n; d++)
        if (!p->len[d])
            empties[nempty++] = d;
    int ns = p->ns;
    /* upto[rank]: the columns whose last card's rank is from 1 to rank, a bit each */
    unsigned by_top[16], upto[16];
    columns_by_top(r, p, by_top);
    upto[0] = 0;
    for (int rk = 1; rk < 16; rk++)
        upto[rk] = upto[rk - 1] | by_top[rk];
    for (int s = 0; s < n; s++) {
        int size = p->size[s];
        if (!size)
            continue;
        int low = p->top[s], high = low + size, L = p->len[s], up = L - p->hid[s];
        const uint8_t *src = p->c[s];
        /* the columns whose last card's rank is above the group's last and at most its first's + 1 */
        for (unsigned to = (upto[high < 16 ? high : 15] & ~upto[low]) & ~(1u << s); to; to &= to - 1) {
            int d = lowest_bit(to), k = p->top[d] - low, whole = k == up, rank;
            if (p->c[d][p->len[d] - 1] == src[L - k] + 1)
                rank = (whole || src[L - k - 1] != src[L - k] + 1) ? 0 : 6;
            else
                rank = (whole && up < L) ? 1 : whole ? 2 : 3;
            out[count++] = (Child){rank << 12 | order++, {s, d, k}};
        }
        int ntargets = ns == 0 ? (nempty ? 1 : 0) : nempty;
        for (int e = 0; e < ntargets; e++) {
            int d = empties[e];
            for (int k = 1; k <= size; k++) {
                int whole = k == up, rank;
                if (whole && up < L)
                    rank = 1;
                else if (whole && ns == 0)
                    continue; /* a whole column into an empty one: the same position */
                else
                    rank = whole ? 5 : 4;
                out[count++] = (Child){rank << 12 | order++, {s, d, k}};
            }
        }
    }
    for (int i = 1; i < count; i++) { /* few actions, mostly in order already: insertion sort */
        Child c = out[i];
        int at = i;
        while (at && out[at - 1].place > c.place) {
            out[at] = out[at - 1];
            at--;
        }
        out[at] = c;
    }
    if (may_deal && ns && (r->relaxed || !nempty))
        out[count++] = (Child){9 << 12, {-1, -1, -1}};
    return count;
}

/* What a deal of the depth-first search changed, to take it back after deeper steps were taken
 * back: the position's lengths and derived values (Undo), and the runs the deal removed (their
 * cards are a run's, K to A of the run's suit: a deeper move may have written over them). A path
 * holds few deals (each takes a card from the stock): they are kept apart from its frames. */
typedef struct {
    Undo u;
    uint16_t runs; /* the columns a run left */
    uint8_t suit[MAXCOLS];
} DealUndo;

static void deal_do(const Rules *r, Pos *p, DealUndo *du) {
    du->runs = 0;
    do_step(r, p, (Step){-1, -1, -1}, &du->u);
    uint8_t ns = du->u.whole[offsetof(Pos, ns)], len[MAXCOLS]; /* before the deal */
    memcpy(len, du->u.whole + offsetof(Pos, len), sizeof(len));
    int at = r->nstock - ns;
    for (int i = 0; i < r->n && i < ns; i++)
        if (p->len[i] < len[i] + 1) {
            du->runs |= (uint16_t)(1u << i);
            du->suit[i] = r->stock[at + i] >> 4;
        }
}

static void deal_undo(Pos *p, DealUndo *du) {
    undo_step(p, &du->u);
    for (int i = 0; du->runs; i++, du->runs >>= 1) /* the run's cards under the card dealt */
        if (du->runs & 1)
            for (int j = 0; j < 12; j++)
                p->c[i][p->len[i] - 12 + j] = (uint8_t)(du->suit[i] * 16 + 13 - j);
}

/* actions without step (count of them before, then after) */
static size_t drop_step(Step *actions, size_t count, Step step) {
    for (size_t i = 0; i < count; i++)
        if (actions[i].s == step.s && actions[i].d == step.d && actions[i].k == step.k) {
            memmove(actions + i, actions + i + 1, sizeof(Step) * (count - i - 1));
            return count - 1;
        }
    return count;
}

/* A position on the depth-first search's path: its actions still to try, and the action that led
 * to it with what that action changed, so small that a path of millions of positions fits (a deep
 * search holds about half the positions it met on its path). A move is taken back from the lengths
 * and face-down counts of its two columns before it, its first card (the others follow it down one
 * rank each, in its suit) and whether a run left the destination (then K to the card above the
 * first one moved, in its suit, are put back under it); what their cards derive is worked out
 * again (column_info). A deal is taken back from the path's deals (DealUndo). */
typedef struct {
    uint32_t first;       /* its actions: todo[first + next .. first + count) still to try */
    uint16_t count, next;
    Step step;            /* the action that led here (s < 0: a deal) */
    uint8_t len_s, hid_s; /* the move's source before it */
    uint8_t len_d, hid_d; /* its destination before it */
    uint8_t moved;        /* the first card moved */
    uint8_t run;          /* whether a run left the destination */
} Frame;

/* the move f->step done on p, noted in f */
static void path_move(Pos *p, Frame *f) {
    int s = f->step.s, d = f->step.d, k = f->step.k;
    f->len_s = p->len[s];
    f->hid_s = p->hid[s];
    f->len_d = p->len[d];
    f->hid_d = p->hid[d];
    f->moved = p->c[s][p->len[s] - k];
    apply_move(p, s, d, k);
    f->run = p->len[d] < f->len_d + k;
}

/* the move noted in f taken back */
static void path_unmove(Pos *p, const Frame *f) {
    int s = f->step.s, d = f->step.d, k = f->step.k;
    p->len[s] = f->len_s;
    p->hid[s] = f->hid_s;
    for (int j = 0; j < k; j++)
        p->c[s][f->len_s - k + j] = (uint8_t)(f->moved - j);
    p->len[d] = f->len_d;
    p->hid[d] = f->hid_d;
    if (f->run) /* the run's cards above the first one moved, from its king */
        for (int j = 0; j < 13 - k; j++)
            p->c[d][f->len_d - (13 - k) + j] = (uint8_t)((f->moved & 0x30) + 13 - j);
    column_info(p, s);
    column_info(p, d);
}

/* the action f->step done on p: a move noted in f, a deal in deals[*ndeals] */
static void path_do(const Rules *r, Pos *p, Frame *f, DealUndo *deals, int *ndeals) {
    if (f->step.s >= 0)
        path_move(p, f);
    else
        deal_do(r, p, &deals[(*ndeals)++]);
}

static void path_undo(Pos *p, const Frame *f, DealUndo *deals, int *ndeals) {
    if (f->step.s >= 0)
        path_unmove(p, f);
    else
        deal_undo(p, &deals[--(*ndeals)]);
}

/* The memory the complete search's path may take (its frames and their actions), beside its seen
 * set's: a search that needs more stops as if its node budget were spent. */
#define PATH_LIMIT ((size_t)2 << 30)

/* twice the room of an array of `room` items of `size` bytes, within PATH_LIMIT with `other` bytes
 * beside it: 0, or -1 with the error set */
static int path_grow(void **items, size_t *room, size_t size, size_t other) {
    if (other + 2 * *room * size > PATH_LIMIT) {
        budget_spent("memory budget spent");
        return -1;
    }
    void *grown = realloc(*items, 2 * *room * size);
    if (!grown) {
        PyErr_NoMemory();
        return -1;
    }
    *items = grown;
    *room *= 2;
    return 0;
}

/* The complete search's seen set full, pos reached from the frames' positions by the action of
 * `last`: the set forgets (seen_forget), then keeps again every position on the path from the root
 * to pos's parent (each frame's action taken back, then again), so that no path runs round a
 * cycle. 0, or -1 with the error set (the memory budget spent when the path alone fills the set). */
static int complete_forget(Seen *seen, const Rules *r, Pos *pos, Frame *stack, size_t depth, DealUndo *deals,
                           int *ndeals) {
    if (seen_forget(seen, r) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    for (size_t i = depth; i >= 1; i--)
        path_undo(pos, &stack[i], deals, ndeals);
    for (size_t i = 0; i < depth; i++) {
        if (i)
            path_do(r, pos, &stack[i], deals, ndeals);
        Key k;
        key_of(r, pos, &k);
        int met = seen_visit(seen, r, pos, k.hash);
        if (met == SEEN_FULL)
            budget_spent("memory budget spent");
        if (met < 0)
            return -1;
    }
    path_do(r, pos, &stack[depth], deals, ndeals);
    return 0;
}

#define MEMORY_LEAST ((size_t)128 << 10) /* the least memory a complete search may be given */

/* complete(rules, state, meter[, compact_at[, memory]]) -> winning line or None (no line wins):
 * core.complete, on one position changed in place: each action taken back once what it led to is
 * explored. compact_at: the seen set's bytes at which its strings go to bits (SEEN_COMPACT; tests
 * ask for 0); memory: the bytes the seen set may hold (TABLE_LIMIT; tests ask for less).
 *
 * When the set is full it forgets half its positions (those of the smallest stocks: their searches
 * are the shortest to do again) and the search goes on; it stops ("memory budget spent") only when
 * the path from the root alone fills it, or the path needs more than PATH_LIMIT. Still complete,
 * and "no win" still a proof: a position is met again only after its search was done (or while it
 * is on the path, and the path's positions are never forgotten), so each action of each position
 * searched is searched from at some time, and a winning position reachable from the root is
 * reached; a forgotten position met again is only searched again (more positions counted, the same
 * verdict). No path holds a position twice, so the search ends. Until the set is first full, every
 * answer and count is as before. */
static PyObject *complete(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *rules_args, *st, *meter;
    Py_ssize_t compact_at = (Py_ssize_t)SEEN_COMPACT, memory = (Py_ssize_t)TABLE_LIMIT;
    Rules r;
    if (!PyArg_ParseTuple(args, "O!OO|nn", &PyTuple_Type, &rules_args, &st, &meter, &compact_at, &memory))
        return NULL;
    if (memory < (Py_ssize_t)MEMORY_LEAST || (size_t)memory > TABLE_LIMIT) {
        PyErr_SetString(PyExc_ValueError, "native core: memory is a count of bytes from 128 KiB to 2 GiB");
        return NULL;
    }
    Pos pos;
    if (read_search_input(rules_args, st, compact_at, &r, &pos) < 0)
        return NULL;
    if (won(&r, &pos))
        return PyList_New(0);
    Counter m;
    if (counter_open(&m, meter) < 0)
        return NULL;
    Seen seen;
    PyObject *result = NULL;
    Frame *stack = NULL;
    Step *todo = NULL; /* every frame's actions, one frame after another */
    DealUndo deals[MAXSTOCK + 1]; /* the path's deals, in turn */
    Child children[MAXMOVES + 1];
    int ndeals = 0;
    size_t depth = 0, room = 64, ntodo = 0, todo_room = 64 * (MAXMOVES + 1);
    if (seen_open(&seen, &r, &pos, (size_t)compact_at) < 0)
        goto done;
    seen.limit = (size_t)memory;
    seen.forget = 1;
    stack = malloc(sizeof(Frame) * room);
    todo = malloc(sizeof(Step) * todo_room);
    if (!stack || !todo) {
        PyErr_NoMemory();
        goto done;
    }
    Key k;
    key_of(&r, &pos, &k);
    int first = seen_visit(&seen, &r, &pos, k.hash);
    if (first == SEEN_FULL)
        budget_spent("memory budget spent");
    if (first < 0)
        goto done;
    size_t count = dead(&r, &pos) || hopeless(&r, &pos) ? 0 : (size_t)complete_children(&r, &pos, 1, children);
    for (size_t i = 0; i < count; i++)
        todo[i] = children[i].step;
    stack[0].first = 0;
    stack[0].next = 0;
    stack[0].count = (uint16_t)count;
    ntodo = count;
    depth = 1;
    while (depth) {
        Frame *f = &stack[depth - 1];
        if (f->next >= f->count) {
            ntodo = f->first;
            depth--;
            if (depth)
                path_undo(&pos, f, deals, &ndeals);
            continue;
        }
        Step a = todo[f->first + f->next++];
        if (depth == room) {
            if (path_grow((void **)&stack, &room, sizeof(Frame), todo_room * sizeof(Step)) < 0)
                goto done;
            f = &stack[depth - 1];
        }
        if (ntodo + MAXMOVES + 1 > todo_room &&
            path_grow((void **)&todo, &todo_room, sizeof(Step), room * sizeof(Frame)) < 0)
            goto done;
        Frame *next = &stack[depth];
        next->step = a;
        path_do(&r, &pos, next, deals, &ndeals);
        if (tick(&m) < 0)
            goto done;
        key_of(&r, &pos, &k);
        int met = seen_visit(&seen, &r, &pos, k.hash);
        if (met == SEEN_FULL) {
            if (complete_forget(&seen, &r, &pos, stack, depth, deals, &ndeals) < 0)
                goto done;
            met = seen_visit(&seen, &r, &pos, k.hash);
            if (met == SEEN_FULL)
                budget_spent("memory budget spent");
        }
        if (met < 0)
            goto done;
        if (met) {
            path_undo(&pos, next, deals, &ndeals);
            continue;
        }
        if (won(&r, &pos)) {
            Step *path = malloc(sizeof(Step) * depth);
            if (!path) {
                PyErr_NoMemory();
                goto done;
            }
            for (size_t i = 1; i <= depth; i++)
                path[i - 1] = stack[i].step;
            result = line_to_python(path, (int)depth);
            free(path);
            goto done;
        }
        int ns = pos.ns;
        next->first = (uint32_t)ntodo;
        next->next = 0;
        count = 0;
        if (!dead(&r, &pos) && !hopeless(&r, &pos)) {
            /* the last deal misses columns ns.. : after a move among them, deal only if it was not possible before */
            int later = 0 < ns && ns < r.n && a.s >= ns && a.d >= ns && (r.relaxed || next->len_d);
            count = (size_t)complete_children(&r, &pos, !later, children);
            for (size_t i = 0; i < count; i++)
                todo[ntodo + i] = children[i].step;
            /* the move straight back, when nothing turned up and no run left, leads back to the
             * position before (met already): it is not tried */
            if (a.s >= 0 && !next->run && pos.hid[a.s] == next->hid_s)
                count = drop_step(todo + ntodo, count, (Step){a.d, a.s, a.k});
        }
        next->count = (uint16_t)count;
        ntodo += count;
        depth++;
    }
    result = Py_NewRef(Py_None);
done:
    free(stack);
    free(todo);
    seen_free(&seen);
    if (counter_store(&m) < 0)
        Py_CLEAR(result);
    return result;
}

/* ------------------------------------------------------------------ the rollouts' phase */
/* greedy_phase(rules, state, cap, meter) -> (won, best evaluation, best position after a deal or None):
 * expert._greedy_phase */
static PyObject *greedy_phase(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *rules_args, *st, *meter;
    int cap;
    Rules r;
    if (!PyArg_ParseTuple(args, "O!OiO", &PyTuple_Type, &rules_args, &st, &cap, &meter))
        return NULL;
    if (read_rules(rules_args, &r) < 0)
        return NULL;
    Pos root, cur, child, best_after;
    if (read_state(&r, st, &root) < 0)
        return NULL;
    int64_t top = score(&r, &root, 0);
    if (won(&r, &root))
        return Py_BuildValue("(OLO)", Py_True, (long long)top, Py_None);
    Counter m;
    if (counter_open(&m, meter) < 0)
        return NULL;
    Table seen;
    Heap heap = {0};
    PyObject *result = NULL;
    int have_best = 0;
    int64_t best = 0;
    if (table_open(&seen, 1) < 0)
        goto done;
    Key k;
    key_of(&r, &root, &k);
    if (table_add(&seen, &r, &root, &k, (Link){-1, {0, 0, 0}, 0}) < 0)
        goto done;
    if (heap_push(&heap, (HeapItem){-top, 0, 0, 0}) < 0)
        goto done;
    int64_t order = 1;
    Step moves[MAXMOVES];
    while (heap.count) {
        HeapItem item = heap_pop(&heap);
        if (-item.a > top)
            top = -item.a;
        table_state(&seen, &r, item.entry, &cur);
        if (can_deal(&r, &cur)) {
            pos_copy(&child, &cur, r.n);
            apply_deal(&r, &child);
            if (tick(&m) < 0)
                goto done;
            int64_t value = score(&r, &child, 0);
            if (!have_best || value > best) {
                have_best = 1;
                best = value;
                pos_copy(&best_after, &child, r.n);
            }
        }
        if (seen.count >= cap)
            continue;
        int nm = sensible_moves(&r, &cur, moves);
        Undo u;
        u.kind = 0;
        for (int i = 0; i < nm; i++) {
            int32_t e;
            int fresh = child_entry(&seen, &r, &cur, moves[i], &u, &m, (Link){-1, {0, 0, 0}, 0}, &e);
            if (fresh < 0)
                goto done;
            if (!fresh)
                continue;
            if (won(&r, &cur)) {
                result = Py_BuildValue("(OiO)", Py_True, WIN_SCORE, Py_None);
                goto done;
            }
            if (heap_push(&heap, (HeapItem){-score(&r, &cur, 0), order, 0, e}) < 0)
                goto done;
            order++;
        }
    }
    if (have_best)
        result = Py_BuildValue("(OLN)", Py_False, (long long)top, state_to_python(&r, &best_after));
    else
        result = Py_BuildValue("(OLO)", Py_False, (long long)top, Py_None);
done:
    free(heap.items);
    table_free(&seen);
    if (counter_store(&m) < 0)
        Py_CLEAR(result);
    return result;
}

/* ------------------------------------------------------------------ the honest player's look-ahead */
enum { PLAN, DEEP_PLAN, SETTLE, CANDIDATES };

/* an event or a dealable position met by the look-ahead, for the choices made at its end */
typedef struct {
    int64_t a, b, c; /* the choice's ranking, compared in this order (higher first) */
    int32_t entry, order;
    int kind; /* 2: a run completed, 1: a card turned up, 0: dealable */
    int source;
} Found;

typedef struct {
    Found *items;
    size_t count, room;
} FoundList;

static int found_push(FoundList *l, Found f) {
    if (l->count == l->room)
        GROW(l->items, l->room, return -1);
    l->items[l->count++] = f;
    return 0;
}

/* best first: higher a, then b, then c; then earlier */
static int found_order(const void *x, const void *y) {
    const Found *f = x, *g = y;
    if (f->a != g->a)
        return f->a > g->a ? -1 : 1;
    if (f->b != g->b)
        return f->b > g->b ? -1 : 1;
    if (f->c != g->c)
        return f->c > g->c ? -1 : 1;
    return (f->order > g->order) - (f->order < g->order);
}

/* (the moves to entry e, the position there) */
static PyObject *plan_to_python(const Rules *r, const Table *t, int32_t e) {
    Pos p;
    table_state(t, r, e, &p);
    Line line = {0};
    if (line_append_path(&line, t, e) < 0)
        return NULL;
    PyObject *moves = PyList_New(line.count);
    if (moves)
        for (int i = 0; i < line.count; i++) {
            PyObject *m = Py_BuildValue("(iii)", line.steps[i].s, line.steps[i].d, line.steps[i].k);
            if (!m) {
                Py_CLEAR(moves);
                break;
            }
            PyList_SET_ITEM(moves, i, m);
        }
    free(line.steps);
    if (!moves)
        return NULL;
    return Py_BuildValue("(NN)", moves, state_to_python(r, &p));
}

/* look_ahead(rules, state, mode, cap, sensible, keep, meter or None): the honest player's searches over
 * visible cards, answer for answer:
 *   PLAN        core.plan: breadth-first to the shallowest runs and turn-ups, the best of them:
 *               None or (moves, "run" or "flip", position)
 *   DEEP_PLAN   core.deep_plan: best-first by evaluate to the first run or turn-up: the same
 *   SETTLE      core.settle: breadth-first, the best dealable position: None or (moves, position)
 *   CANDIDATES  expert.candidates: ([run plans], [turn-up plans], [dealable positions]),
 *               each (moves, position), best first, keep of each (of turn-ups, keep per column)
 * Moves are (src, dst, count) from 0, as core.path_to gives them. */
static PyObject *look_ahead(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *rules_args, *st, *meter;
    int mode, cap, sensible, keep;
    Rules r;
    if (!PyArg_ParseTuple(args, "O!OiipiO", &PyTuple_Type, &rules_args, &st, &mode, &cap, &sensible, &keep, &meter))
        return NULL;
    if (read_rules(rules_args, &r) < 0)
        return NULL;
    Pos root, cur;
    if (read_state(&r, st, &root) < 0)
        return NULL;
    Counter m = {NULL, 0, LLONG_MAX};
    if (meter != Py_None && counter_open(&m, meter) < 0)
        return NULL;
    int removed0 = runs_removed(&r, &root);
    Table t;
    Heap heap = {0};
    FoundList found = {0};
    int32_t *frontier = NULL, *next = NULL;
    size_t nfrontier = 0, nnext = 0, frontier_room = 0, next_room = 0;
    PyObject *result = NULL;
    int32_t best = -1, order = 0;
    int64_t best_a = 0, best_b = 0, best_c = 0;
    const char *best_event = "flip";
    if (table_open(&t, 1) < 0)
        goto done;
    Key k;
    key_of(&r, &root, &k);
    if (table_add(&t, &r, &root, &k, (Link){-1, {0, 0, 0}, 0}) < 0)
        goto done;
    if (mode == SETTLE && can_deal(&r, &root)) {
        best = 0;
        best_a = score(&r, &root, 0);
    }
    if (mode == CANDIDATES && can_deal(&r, &root) && found_push(&found, (Found){score(&r, &root, 0), 0, 0, 0, 0, 0, 0}) < 0)
        goto done;
    Step moves[MAXMOVES];
    if (mode == DEEP_PLAN) {
        if (heap_push(&heap, (HeapItem){-score(&r, &root, 0), 0, 0, 0}) < 0)
            goto done;
        int64_t pushed = 1;
        while (heap.count && t.count < cap) {
            HeapItem item = heap_pop(&heap);
            table_state(&t, &r, item.entry, &cur);
            int nm = sensible ? sensible_moves(&r, &cur, moves) : all_moves(&r, &cur, moves);
            Undo u;
            u.kind = 0;
            for (int i = 0; i < nm; i++) {
                int32_t e;
                int fresh = child_entry(&t, &r, &cur, moves[i], &u, &m, (Link){item.entry, moves[i], 0}, &e);
                if (fresh < 0)
                    goto done;
                if (!fresh)
                    continue;
                int flipped = turned_up(&cur, &u);
                int run = runs_removed(&r, &cur) > removed0;
                if (run || flipped) {
                    PyObject *plan = plan_to_python(&r, &t, e);
                    if (plan)
                        result = Py_BuildValue("(OsO)", PyTuple_GET_ITEM(plan, 0), run ? "run" : "flip",
                                               PyTuple_GET_ITEM(plan, 1));
                    Py_XDECREF(plan);
                    goto done;
                }
                if (heap_push(&heap, (HeapItem){-score(&r, &cur, 0), item.b + 1, pushed++, e}) < 0)
                    goto done;
            }
        }
        result = Py_NewRef(Py_None);
        goto done;
    }
    GROW(frontier, frontier_room, goto done);
    frontier[nfrontier++] = 0;
    while (nfrontier && t.count < cap && !(mode == PLAN && best >= 0)) {
        nnext = 0;
        for (size_t fi = 0; fi < nfrontier; fi++) {
            int32_t ce = frontier[fi];
            table_state(&t, &r, ce, &cur);
            int nm = sensible_moves(&r, &cur, moves);
            Undo u;
            u.kind = 0;
            for (int i = 0; i < nm; i++) {
                int32_t e;
                int fresh = child_entry(&t, &r, &cur, moves[i], &u, &m, (Link){ce, moves[i], 0}, &e);
                if (fresh < 0)
                    goto done;
                if (!fresh)
                    continue;
                int flipped = turned_up(&cur, &u);
                int expand = 1;
                int run = runs_removed(&r, &cur) > removed0;
                if (mode == PLAN && (run || flipped)) {
                    /* runs first, then the best position, then the emptiest column */
                    int64_t a = run ? 2 : 1, b = score(&r, &cur, 0), c = run ? 0 : -(int64_t)cur.hid[moves[i].s];
                    if (best < 0 || a > best_a || (a == best_a && (b > best_b || (b == best_b && c > best_c)))) {
                        best = e;
                        best_a = a;
                        best_b = b;
                        best_c = c;
                        best_event = run ? "run" : "flip";
                    }
                    expand = 0;
                } else if (mode == SETTLE && can_deal(&r, &cur)) {
                    int64_t value = score(&r, &cur, 0);
                    if (best < 0 || value > best_a) {
                        best = e;
                        best_a = value;
                    }
                } else if (mode == CANDIDATES) {
                    order++;
                    if (run || flipped) {
                        if (found_push(&found, (Found){score(&r, &cur, 0), 0, 0, e, order, run ? 2 : 1, moves[i].s}) < 0)
                            goto done;
                        expand = 0;
                    } else if (can_deal(&r, &cur) &&
                               found_push(&found, (Found){score(&r, &cur, 0), 0, 0, e, order, 0, 0}) < 0) {
                        goto done;
                    }
                }
                if (expand) {
                    if (nnext == next_room)
                        GROW(next, next_room, goto done);
                    next[nnext++] = e;
                }
            }
        }
        int32_t *swap = frontier; /* the next level becomes the frontier */
        size_t swap_room = frontier_room;
        frontier = next;
        frontier_room = next_room;
        next = swap;
        next_room = swap_room;
        nfrontier = nnext;
    }
    if (mode == PLAN || mode == SETTLE) {
        if (best < 0) {
            result = Py_NewRef(Py_None);
        } else {
            PyObject *plan = plan_to_python(&r, &t, best);
            if (plan && mode == PLAN)
                result = Py_BuildValue("(OsO)", PyTuple_GET_ITEM(plan, 0), best_event, PyTuple_GET_ITEM(plan, 1));
            else if (plan)
                result = Py_NewRef(plan);
            Py_XDECREF(plan);
        }
        goto done;
    }
    /* CANDIDATES: the keep best runs, the keep best turn-ups per column, the keep best dealable positions */
    if (found.count)
        qsort(found.items, found.count, sizeof(Found), found_order);
    PyObject *lists[3] = {PyList_New(0), PyList_New(0), PyList_New(0)};
    int per_column[MAXCOLS] = {0};
    result = (lists[0] && lists[1] && lists[2]) ? Py_BuildValue("(OOO)", lists[0], lists[1], lists[2]) : NULL;
    for (size_t i = 0; result && i < found.count; i++) {
        const Found *f = &found.items[i];
        int list = f->kind == 2 ? 0 : f->kind == 1 ? 1 : 2;
        if ((list != 1 && PyList_GET_SIZE(lists[list]) >= keep) || (list == 1 && per_column[f->source] >= keep))
            continue;
        if (list == 1)
            per_column[f->source]++;
        PyObject *plan = plan_to_python(&r, &t, f->entry);
        if (!plan || PyList_Append(lists[list], plan) < 0)
            Py_CLEAR(result);
        Py_XDECREF(plan);
    }
    for (int i = 0; i < 3; i++)
        Py_XDECREF(lists[i]);
done:
    free(found.items);
    free(frontier);
    free(next);
    free(heap.items);
    table_free(&t);
    if (m.meter && counter_store(&m) < 0)
        Py_CLEAR(result);
    return result;
}

/* stuck(rules, state, nodes) -> True, False or None: core.stuck's search, answer for answer:
 * depth-first over every move (no deal), each arrangement once whatever its columns' order,
 * until a move turns up a card, completes a run or makes a deal possible (False), every
 * arrangement is seen (True) or nodes arrangements are (None: not sure). */
static PyObject *stuck(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *rules_args, *st;
    int nodes;
    Rules r;
    if (!PyArg_ParseTuple(args, "O!Oi", &PyTuple_Type, &rules_args, &st, &nodes))
        return NULL;
    if (read_rules(rules_args, &r) < 0)
        return NULL;
    Pos cur;
    if (read_state(&r, st, &cur) < 0)
        return NULL;
    /* moves keep the stock: it is searched as empty, so that keys ignore the columns' order */
    int stock = cur.ns, removed0 = runs_removed(&r, &cur);
    cur.ns = 0;
    Table t;
    int32_t *stack = NULL;
    size_t depth = 0, room = 1024;
    PyObject *result = NULL;
    if (table_open(&t, 1) < 0)
        goto done;
    stack = malloc(sizeof(int32_t) * room);
    if (!stack) {
        PyErr_NoMemory();
        goto done;
    }
    Key k;
    key_of(&r, &cur, &k);
    if (table_add(&t, &r, &cur, &k, (Link){-1, {0, 0, 0}, 0}) < 0)
        goto done;
    stack[depth++] = 0;
    Step moves[MAXMOVES];
    while (depth) {
        table_state(&t, &r, stack[--depth], &cur);
        int nm = all_moves(&r, &cur, moves);
        Undo u;
        u.kind = 0;
        for (int i = 0; i < nm; i++) {
            undo_step(&cur, &u);
            do_step(&r, &cur, moves[i], &u);
            int flipped = u.from.hid != cur.hid[moves[i].s] || u.to.hid != cur.hid[moves[i].d];
            int runs = (r.total - stock - on_table(&r, &cur)) / 13;
            int dealable = stock > 0;
            if (dealable && !r.relaxed)
                for (int c = 0; c < r.n; c++)
                    if (!cur.len[c])
                        dealable = 0;
            if (flipped || runs > removed0 || dealable) {
                result = Py_NewRef(Py_False);
                goto done;
            }
            key_of(&r, &cur, &k);
            if (table_find(&t, &r, &cur, &k) >= 0)
                continue;
            if (t.count >= nodes) {
                result = Py_NewRef(Py_None);
                goto done;
            }
            int32_t e = table_add(&t, &r, &cur, &k, (Link){-1, {0, 0, 0}, 0});
            if (e < 0)
                goto done;
            if (depth == room)
                GROW(stack, room, goto done);
            stack[depth++] = e;
        }
    }
    result = Py_NewRef(Py_True);
done:
    free(stack);
    table_free(&t);
    return result;
}

/* ------------------------------------------------------------------ shortening a line */
/* core.shorten, line for line: one-action jumps over loops (core._jump), ferries of the same cards
 * merged or dropped while the line still wins (core._drop_detours, core._still_wins), then the
 * finish from the last deal but one and from the last deal searched again (core._shorter_finish).
 * A line's positions are kept as their bytes (encode_state) in a Chain; a position is compared
 * with another by its bytes, column order counting (Python compares the State tuples). */

#define DETOUR_WINDOW 40 /* core._drop_detours' window */
#define FINISH_WEIGHT 2  /* core.FINISH_WEIGHT */

/* a position along a line: its bytes in a Chain's arena, and exact_hash */
typedef struct {
    size_t at, len;
    uint64_t hash;
} Spot;

/* the positions along a line (spots[k]: after its first k actions); the arena only grows (the
 * positions a change leaves stay in it) until the next chain_replay */
typedef struct {
    uint8_t *arena;
    size_t used, room;
    Spot *spots;
    size_t count, cap;
} Chain;

/* a hash of the position itself: its columns in their order, even with the stock empty */
static uint64_t exact_hash(const Rules *r, const Pos *p) {
    uint64_t h = p->ns;
    for (int i = 0; i < r->n; i++)
        h += p->colhash[i] * (0x9e3779b97f4a7c15ULL + 2 * (uint64_t)i);
    return mix64(h);
}

/* p's bytes added to c's arena, as *out; -1 when memory is out */
static int chain_keep(Chain *c, const Rules *r, const Pos *p, Spot *out) {
    size_t len = state_size(r, p);
    if (c->used + len + ARENA_SLACK > c->room) {
        size_t room = c->room ? c->room * 2 : 4096;
        while (c->used + len + ARENA_SLACK > room)
            room *= 2;
        uint8_t *grown = realloc(c->arena, room);
        if (!grown) {
            PyErr_NoMemory();
            return -1;
        }
        c->arena = grown;
        c->room = room;
    }
    encode_state(r, p, c->arena + c->used); /* up to 15 bytes past it written: ARENA_SLACK */
    *out = (Spot){c->used, len, exact_hash(r, p)};
    c->used += len;
    return 0;
}

static int spot_push(Spot **spots, size_t *count, size_t *room, Spot s) {
    if (*count == *room)
        GROW(*spots, *room, return -1);
    (*spots)[(*count)++] = s;
    return 0;
}

/* whether the position at s is p (whose exact_hash is hash) */
static int spot_is(const Chain *c, const Spot *s, const Rules *r, const Pos *p, uint64_t hash) {
    return s->hash == hash && state_equal(r, p, c->arena + s->at, s->len);
}

static void spot_load(const Chain *c, const Spot *s, const Rules *r, Pos *p) {
    decode_state(r, c->arena + s->at, p, NULL);
}

/* core._step's test: whether step is legal in p */
static int step_legal(const Rules *r, const Pos *p, Step a) {
    if (a.s < 0)
        return can_deal(r, p);
    if (a.s == a.d || a.k < 1 || a.k > p->size[a.s])
        return 0;
    int ld = p->len[a.d];
    return !ld || (p->c[a.d][ld - 1] & 15) == (p->c[a.s][p->len[a.s] - a.k] & 15) + 1;
}

static void step_apply(const Rules *r, Pos *p, Step a) {
    if (a.s < 0)
        apply_deal(r, p);
    else
        apply_move(p, a.s, a.d, a.k);
}

static const char *NOT_LEGAL = "native core: the line to shorten is not legal from its position";

/* core._replay: c holds the positions along line from root. Every line shortened here is legal
 * (checked: else ValueError, before any change) */
static int chain_replay(Chain *c, const Rules *r, const Pos *root, const Line *line) {
    c->used = c->count = 0;
    Pos p;
    pos_copy(&p, root, r->n);
    Spot s;
    if (chain_keep(c, r, &p, &s) < 0 || spot_push(&c->spots, &c->count, &c->cap, s) < 0)
        return -1;
    for (int i = 0; i < line->count; i++) {
        if (!step_legal(r, &p, line->steps[i])) {
            PyErr_SetString(PyExc_ValueError, NOT_LEGAL);
            return -1;
        }
        step_apply(r, &p, line->steps[i]);
        if (chain_keep(c, r, &p, &s) < 0 || spot_push(&c->spots, &c->count, &c->cap, s) < 0)
            return -1;
    }
    return 0;
}

/* core._valid: whether line is legal from root and wins */
static int line_wins(const Rules *r, const Pos *root, const Line *line) {
    Pos p;
    pos_copy(&p, root, r->n);
    for (int i = 0; i < line->count; i++) {
        if (!step_legal(r, &p, line->steps[i]))
            return 0;
        step_apply(r, &p, line->steps[i]);
    }
    return won(r, &p);
}

/* _jump's index: where each position of a chain is last met (slots hold the place + 1; 0: empty) */
typedef struct {
    int32_t *slots;
    size_t mask;
} Index;

static int index_build(Index *x, const Chain *c) {
    size_t n = 16;
    while (n < 2 * c->count + 2)
        n *= 2;
    free(x->slots);
    x->slots = calloc(n, sizeof(int32_t));
    if (!x->slots) {
        PyErr_NoMemory();
        return -1;
    }
    x->mask = n - 1;
    for (size_t i = 0; i < c->count; i++) {
        const Spot *s = &c->spots[i];
        for (size_t at = s->hash & x->mask;; at = (at + 1) & x->mask) {
            int32_t e = x->slots[at];
            const Spot *t = e ? &c->spots[e - 1] : NULL;
            if (!e || (t->hash == s->hash && t->len == s->len && !memcmp(c->arena + t->at, c->arena + s->at, s->len))) {
                x->slots[at] = (int32_t)i + 1; /* a position met again: its later place */
                break;
            }
        }
    }
    return 0;
}

/* the last place of p (whose exact_hash is hash) in the chain, or -1 */
static long index_find(const Index *x, const Chain *c, const Rules *r, const Pos *p, uint64_t hash) {
    for (size_t at = hash & x->mask;; at = (at + 1) & x->mask) {
        int32_t e = x->slots[at];
        if (!e)
            return -1;
        if (spot_is(c, &c->spots[e - 1], r, p, hash))
            return e - 1;
    }
}

/* what a shortening works in */
typedef struct {
    const Rules *r;
    const Pos *root;
    Chain states;      /* the positions along line */
    Spot *next, *trial; /* the positions of a changed line, and of a trial line from its change on */
    size_t next_count, next_room, trial_count, trial_room;
    Line line, other, middle; /* the line; the next one, built; a trial's middle */
    Index index;
} Cut;

static void cut_free(Cut *w) {
    free(w->states.arena);
    free(w->states.spots);
    free(w->next);
    free(w->trial);
    free(w->line.steps);
    free(w->other.steps);
    free(w->middle.steps);
    free(w->index.slots);
}

static void line_swap(Line *a, Line *b) {
    Line t = *a;
    *a = *b;
    *b = t;
}

static int line_extend(Line *l, const Step *steps, long count) {
    for (long i = 0; i < count; i++)
        if (line_push(l, steps[i]) < 0)
            return -1;
    return 0;
}

/* core._jump on the positions along w->line (w->states): from each position, to the latest later
 * position one action away; w->line becomes the new line */
static int cut_jump(Cut *w, int *changed) {
    const Rules *r = w->r;
    const Chain *c = &w->states;
    *changed = 0;
    if (index_build(&w->index, c) < 0)
        return -1;
    w->other.count = 0;
    long i = 0, last = (long)c->count - 1;
    Pos cur;
    Step steps[MAXMOVES + 1];
    while (i < last) {
        spot_load(c, &c->spots[i], r, &cur);
        long again = index_find(&w->index, c, r, &cur, c->spots[i].hash);
        if (again > i) { /* a loop back to this very position: skip it */
            *changed = 1;
            i = again;
            continue;
        }
        long best = i + 1;
        Step best_step = w->line.steps[i];
        int n = all_moves(r, &cur, steps);
        if (can_deal(r, &cur))
            steps[n++] = (Step){-1, 0, 0};
        Undo u;
        u.kind = 0;
        for (int m = 0; m < n; m++) {
            undo_step(&cur, &u);
            do_step(r, &cur, steps[m], &u);
            long j = index_find(&w->index, c, r, &cur, exact_hash(r, &cur));
            if (j > best) {
                best = j;
                best_step = steps[m];
            }
        }
        if (best > i + 1)
            *changed = 1;
        if (line_push(&w->other, best_step) < 0)
            return -1;
        i = best;
    }
    line_swap(&w->line, &w->other);
    return 0;
}

/* core._still_wins: whether line[:i] + middle + line[end:] is legal and wins, followed from
 * position i only until it meets the old line's position before the same remaining actions. 1:
 * it does, and w->states holds its positions; 0: it does not (nothing changed); -1: an error */
static int still_wins(Cut *w, long i, long end, const Line *middle) {
    const Rules *r = w->r;
    Chain *c = &w->states;
    size_t mark = c->used;
    w->trial_count = 0;
    if (spot_push(&w->trial, &w->trial_count, &w->trial_room, c->spots[i]) < 0)
        return -1;
    Pos cur;
    spot_load(c, &c->spots[i], r, &cur);
    Spot s;
    for (int m = 0; m < middle->count; m++) {
        if (!step_legal(r, &cur, middle->steps[m]))
            goto fail;
        step_apply(r, &cur, middle->steps[m]);
        if (chain_keep(c, r, &cur, &s) < 0 || spot_push(&w->trial, &w->trial_count, &w->trial_room, s) < 0)
            return -1;
    }
    long k = end, count = w->line.count;
    for (; k < count; k++) {
        if (spot_is(c, &c->spots[k], r, &cur, w->trial[w->trial_count - 1].hash))
            break; /* met: from here it wins as the old line does */
        Step a = w->line.steps[k];
        if (!step_legal(r, &cur, a))
            goto fail;
        step_apply(r, &cur, a);
        if (chain_keep(c, r, &cur, &s) < 0 || spot_push(&w->trial, &w->trial_count, &w->trial_room, s) < 0)
            return -1;
    }
    if (k == count && !won(r, &cur))
        goto fail;
    /* the positions: the old ones before i, the trial's (less its last when it met the old line), the old ones after */
    size_t mine = w->trial_count - (k < count);
    w->next_count = 0;
    for (long x = 0; x < i; x++)
        if (spot_push(&w->next, &w->next_count, &w->next_room, c->spots[x]) < 0)
            return -1;
    for (size_t x = 0; x < mine; x++)
        if (spot_push(&w->next, &w->next_count, &w->next_room, w->trial[x]) < 0)
            return -1;
    if (k < count)
        for (long x = k; x <= count; x++)
            if (spot_push(&w->next, &w->next_count, &w->next_room, c->spots[x]) < 0)
                return -1;
    Spot *swap = c->spots;
    size_t swap_room = c->cap;
    c->spots = w->next;
    c->cap = w->next_room;
    c->count = w->next_count;
    w->next = swap;
    w->next_room = swap_room;
    return 1;
fail:
    c->used = mark; /* the trial's positions dropped */
    return 0;
}

/* core._drop_detours: moves of the same cards out and back (or out and on) merged into one move,
 * or dropped, while the line still wins */
static int cut_detours(Cut *w, int *changed) {
    *changed = 0;
    if (chain_replay(&w->states, w->r, w->root, &w->line) < 0)
        return -1;
    long i = 0;
    while (i < w->line.count) {
        Step a = w->line.steps[i];
        long top = w->line.count < i + DETOUR_WINDOW ? w->line.count : i + DETOUR_WINDOW;
        for (long j = i + 1; a.s >= 0 && j < top; j++) {
            Step b = w->line.steps[j];
            if (b.s < 0)
                break;
            if (b.s != a.d || b.k != a.k)
                continue;
            Step merged = {a.s, b.d, a.k}; /* one move instead of two: early, or late */
            int tails = b.d != a.s ? 3 : 1, done = 0;
            for (int t = 0; t < tails && !done; t++) {
                Line *mid = &w->middle;
                mid->count = 0;
                if ((t == 1 && line_push(mid, merged) < 0) || line_extend(mid, w->line.steps + i + 1, j - i - 1) < 0 ||
                    (t == 2 && line_push(mid, merged) < 0))
                    return -1;
                int rc = still_wins(w, i, j + 1, mid);
                if (rc < 0)
                    return -1;
                if (rc) {
                    w->other.count = 0;
                    if (line_extend(&w->other, w->line.steps, i) < 0 || line_extend(&w->other, mid->steps, mid->count) < 0 ||
                        line_extend(&w->other, w->line.steps + j + 1, w->line.count - j - 1) < 0)
                        return -1;
                    line_swap(&w->line, &w->other);
                    *changed = done = 1;
                }
            }
            if (!done)
                continue;
            i = (i > 1 ? i - 1 : 0) - 1; /* look again around the cut */
            break;
        }
        i++;
    }
    return 0;
}

/* the number of links still missing at least: core._links_missing */
static int64_t links_missing(const Rules *r, const Pos *p) {
    int64_t cards = on_table(r, p), linked = 0;
    for (int i = 0; i < r->n; i++)
        if (p->len[i])
            linked += p->same[i];
    return cards - linked - (cards + p->ns) / 13 + (p->ns + r->n - 1) / r->n;
}

/* The finish search's table and heap, kept from one search to the next: their pages are there
 * already, where a fresh table's come from the system at each search (a third of its time). A
 * table grown past FINISH_KEPT bytes is given back. */
#define FINISH_KEPT ((size_t)64 << 20)
static Table finish_table;
static Heap finish_heap;
static int finish_ready = 0;

/* core._shorter_finish: a winning line from start shorter than within actions, by weighted A*
 * over every action, the first met of each key kept; 1 (its steps appended to out), 0: none
 * within cap positions, -1: an error */
static int shorter_finish(const Rules *r, const Pos *start, long within, long cap, Line *out) {
    Table *t = &finish_table;
    Heap *heap = &finish_heap;
    int rc = -1;
    if (!finish_ready && table_open(t, 1) < 0) {
        table_free(t);
        return -1;
    }
    finish_ready = 1;
    table_reset(t);
    heap->count = 0;
    Key k;
    key_of(r, start, &k);
    if (table_add(t, r, start, &k, (Link){-1, {0, 0, 0}, 0}) < 0 || heap_push(heap, (HeapItem){0, 0, 0, 0}) < 0)
        goto done;
    int64_t order = 1;
    Pos cur;
    Step steps[MAXMOVES + 1];
    rc = 0;
    while (heap->count && t->count < cap) {
        HeapItem item = heap_pop(heap);
        table_state(t, r, item.entry, &cur);
        if (won(r, &cur)) {
            rc = line_append_path(out, t, item.entry) < 0 ? -1 : 1;
            goto done;
        }
        int n = all_moves(r, &cur, steps);
        if (can_deal(r, &cur))
            steps[n++] = (Step){-1, 0, 0};
        Undo u;
        u.kind = 0;
        for (int i = 0; i < n; i++) {
            undo_step(&cur, &u);
            do_step(r, &cur, steps[i], &u);
            int64_t g = item.b + 1, h = links_missing(r, &cur);
            if (g + h >= within)
                continue; /* cannot beat the line we have (Python looks it up first: the same children are kept) */
            key_of(r, &cur, &k);
            if (table_find(t, r, &cur, &k) >= 0)
                continue; /* each position once */
            int32_t e = table_add(t, r, &cur, &k, (Link){item.entry, steps[i], (int32_t)g});
            if (e < 0 || heap_push(heap, (HeapItem){g + FINISH_WEIGHT * h, g, order++, e}) < 0) {
                rc = -1;
                goto done;
            }
        }
    }
done:
    if (table_bytes(t) > FINISH_KEPT) {
        table_free(t);
        free(heap->items);
        memset(heap, 0, sizeof(*heap));
        finish_ready = 0;
    }
    return rc;
}

/* the finish from the back-th deal from the end replaced by a shorter winning one, when a search
 * of polish positions finds one (core.shorten's last part) */
static int cut_finish(Cut *w, int back, long polish) {
    const Rules *r = w->r;
    long start = 0, seen = 0;
    for (long i = w->line.count - 1; i >= 0 && !start; i--)
        if (w->line.steps[i].s < 0 && ++seen == back)
            start = i + 1;
    Pos p;
    pos_copy(&p, w->root, r->n);
    for (long i = 0; i < start; i++)
        step_apply(r, &p, w->line.steps[i]); /* legal: the line is */
    w->other.count = 0;
    if (line_extend(&w->other, w->line.steps, start) < 0)
        return -1;
    int found = shorter_finish(r, &p, w->line.count - start, polish, &w->other);
    if (found < 0)
        return -1;
    if (found && line_wins(r, w->root, &w->other))
        line_swap(&w->line, &w->other);
    return 0;
}

/* shorten(rules, state, steps, rounds, polish) -> [actions]: core.shorten, line for line. steps: the
 * line's actions as bytes, three each (src, dst, count from 1; 0, 0, 0 for the deal), legal from
 * state (else ValueError). */
static PyObject *shorten(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *rules_args, *st, *result = NULL;
    Py_buffer bytes;
    int rounds;
    long polish;
    Rules r;
    Pos root;
    if (!PyArg_ParseTuple(args, "O!Oy*il", &PyTuple_Type, &rules_args, &st, &bytes, &rounds, &polish))
        return NULL;
    Cut w;
    memset(&w, 0, sizeof(w));
    w.r = &r;
    w.root = &root;
    if (read_rules(rules_args, &r) < 0 || read_state(&r, st, &root) < 0)
        goto done;
    const uint8_t *b = bytes.buf;
    if (bytes.len % 3 || bytes.len / 3 > INT_MAX / 2) {
        PyErr_SetString(PyExc_ValueError, "native core: a line is three bytes an action");
        goto done;
    }
    for (Py_ssize_t i = 0; i < bytes.len; i += 3) {
        int src = b[i], dst = b[i + 1], count = b[i + 2];
        Step step = {-1, 0, 0};
        if (src || dst || count) {
            if (src < 1 || src > r.n || dst < 1 || dst > r.n || count < 1 || count > 13) {
                PyErr_SetString(PyExc_ValueError, NOT_LEGAL);
                goto done;
            }
            step = (Step){(int8_t)(src - 1), (int8_t)(dst - 1), (int8_t)count};
        }
        if (line_push(&w.line, step) < 0)
            goto done;
    }
    if (chain_replay(&w.states, &r, &root, &w.line) < 0) /* every action legal, before anything else */
        goto done;
    for (int round = 0; round < rounds; round++) {
        int jumped, dropped;
        if (chain_replay(&w.states, &r, &root, &w.line) < 0 || cut_jump(&w, &jumped) < 0 || cut_detours(&w, &dropped) < 0)
            goto done;
        if (!(jumped || dropped))
            break;
    }
    for (int back = 2; polish && back >= 1; back--) /* from the last deal but one, then from the last deal */
        if (cut_finish(&w, back, polish) < 0)
            goto done;
    result = line_to_python(w.line.steps, w.line.count);
done:
    PyBuffer_Release(&bytes);
    cut_free(&w);
    return result;
}

/* ------------------------------------------------------------------ the search by rank with refined cards */
/* refine.by_rank (issue 54, CEGAR; research code the solver does not call). A position by rank is
 * refine.position's as a string (native.rank_key): for each column, in refine's order (Python's order
 * of (face-down bytes, face-up bytes)), its face-down count, its face-up count, its face-down cards and
 * its face-up entries (a rank, or a refined card plus RK_REFINED), then each suit's count of cards on the
 * table. A RkSet holds such strings, each with a 32-bit value, as records (length, value, string) in one
 * arena; it grows as it fills. */
#define RK_REFINED 64
#define RK_COL 64                          /* a column's cards at most: one deck */
#define RK_MAXREC (2 * MAXCOLS + 52 + 4)   /* the longest string: one deck */
#define RK_KIDS (MAXCOLS * 13 * (MAXCOLS - 1) * 5) /* the most children of one position by rank */

typedef struct {
    uint8_t *arena;
    size_t used, room;
    uint64_t *slots; /* record offset + 1, or 0 */
    size_t mask, count;
} RkSet;

static int rkset_open(RkSet *t, int bits) {
    t->mask = ((size_t)1 << bits) - 1;
    t->used = t->count = 0;
    t->room = (size_t)1 << 16;
    t->arena = malloc(t->room);
    t->slots = calloc(t->mask + 1, sizeof(uint64_t));
    if (!t->arena || !t->slots) {
        free(t->arena);
        free(t->slots);
        t->arena = NULL;
        t->slots = NULL;
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void rkset_free(RkSet *t) {
    free(t->arena);
    free(t->slots);
    t->arena = NULL;
    t->slots = NULL;
}

static uint64_t rk_hash(const uint8_t *s, size_t len) {
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ len;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        h = mix64(h ^ w);
    }
    uint64_t w = 0;
    memcpy(&w, s + i, len - i);
    return mix64(h ^ w ^ 0xc2b2ae3d27d4eb4fULL);
}

/* the slot of string s (hash h): its record's, or the empty one it would go to */
static size_t rkset_slot(const RkSet *t, const uint8_t *s, size_t len, uint64_t h) {
    size_t at = (size_t)h & t->mask;
    while (t->slots[at]) {
        const uint8_t *rec = t->arena + t->slots[at] - 1;
        if (rec[0] == len && !memcmp(rec + 5, s, len))
            return at;
        at = (at + 1) & t->mask;
    }
    return at;
}

static uint32_t rkset_value(const RkSet *t, size_t at) {
    uint32_t v;
    memcpy(&v, t->arena + t->slots[at] - 1 + 1, 4);
    return v;
}

/* twice the slots, every record placed again: 0, or -1 (MemoryError) */
static int rkset_rehash(RkSet *t) {
    size_t mask = t->mask * 2 + 1;
    uint64_t *slots = calloc(mask + 1, sizeof(uint64_t));
    if (!slots) {
        PyErr_NoMemory();
        return -1;
    }
    for (size_t off = 0; off < t->used; off += (size_t)t->arena[off] + 5) {
        size_t at = (size_t)rk_hash(t->arena + off + 5, t->arena[off]) & mask;
        while (slots[at])
            at = (at + 1) & mask;
        slots[at] = off + 1;
    }
    free(t->slots);
    t->slots = slots;
    t->mask = mask;
    return 0;
}

/* s (hash h, not in t) added with value v: 0, or -1 (MemoryError) */
static int rkset_add(RkSet *t, const uint8_t *s, size_t len, uint64_t h, uint32_t v) {
    if (2 * (t->count + 1) > t->mask + 1 && rkset_rehash(t) < 0)
        return -1;
    if (t->used + len + 5 > t->room) {
        uint8_t *grown = realloc(t->arena, 2 * t->room);
        if (!grown) {
            PyErr_NoMemory();
            return -1;
        }
        t->arena = grown;
        t->room *= 2;
    }
    size_t at = rkset_slot(t, s, len, h);
    uint8_t *rec = t->arena + t->used;
    rec[0] = (uint8_t)len;
    memcpy(rec + 1, &v, 4);
    memcpy(rec + 5, s, len);
    t->slots[at] = t->used + 1;
    t->used += len + 5;
    t->count++;
    return 0;
}

typedef struct {
    uint8_t down[MAXCOLS], up[MAXCOLS];
    uint8_t c[MAXCOLS][RK_COL]; /* the face-down cards, then the face-up entries */
    uint8_t counts[4];          /* each suit's cards on the table */
} RkPos;

typedef struct {
    uint8_t key[RK_MAXREC];
    uint8_t len;
    uint16_t how; /* the step: s << 11 | d << 7 | k << 3 | (suit taken away + 1) */
} RkKid;

static int rk_bytes_cmp(const uint8_t *a, int la, const uint8_t *b, int lb) {
    int m = la < lb ? la : lb, c = m ? memcmp(a, b, (size_t)m) : 0;
    return c ? c : la - lb;
}

static int rk_col_cmp(const RkPos *q, int a, int b) {
    int c = rk_bytes_cmp(q->c[a], q->down[a], q->c[b], q->down[b]);
    return c ? c : rk_bytes_cmp(q->c[a] + q->down[a], q->up[a], q->c[b] + q->down[b], q->up[b]);
}

/* q as a string in out, its columns sorted: its length */
static size_t rk_encode(int n, const RkPos *q, uint8_t *out) {
    int order[MAXCOLS];
    for (int i = 0; i < n; i++) { /* insertion sort of the columns */
        int j = i;
        while (j && rk_col_cmp(q, order[j - 1], i) > 0) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    size_t at = 0;
    for (int j = 0; j < n; j++) {
        int i = order[j], L = q->down[i] + q->up[i];
        out[at++] = q->down[i];
        out[at++] = q->up[i];
        memcpy(out + at, q->c[i], (size_t)L);
        at += (size_t)L;
    }
    memcpy(out + at, q->counts, 4);
    return at + 4;
}

/* the string s (length len) of n columns into q: 0, or -1 when it is not a position by rank of one
 * deck (ValueError) */
static int rk_decode(int n, const uint8_t *s, size_t len, RkPos *q) {
    size_t at = 0;
    int cards = 0;
    for (int i = 0; i < n; i++) {
        if (at + 2 > len)
            goto bad;
        int D = s[at], U = s[at + 1], L = D + U;
        at += 2;
        cards += L;
        if (cards > 52 || at + (size_t)L > len || (D && !U))
            goto bad;
        q->down[i] = (uint8_t)D;
        q->up[i] = (uint8_t)U;
        memcpy(q->c[i], s + at, (size_t)L);
        for (int j = 0; j < L; j++) {
            int x = q->c[i][j], rank = x & 15;
            if (j < D ? x >= 64 || !rank || rank > 13 : x & RK_REFINED ? !rank || rank > 13 : !x || x > 13)
                goto bad;
        }
        at += (size_t)L;
    }
    if (at + 4 != len)
        goto bad;
    memcpy(q->counts, s + at, 4);
    if (q->counts[0] + q->counts[1] + q->counts[2] + q->counts[3] != cards)
        goto bad;
    return 0;
bad:
    PyErr_SetString(PyExc_ValueError, "native core: not a position by rank of one deck (native.rank_key)");
    return -1;
}

/* refine._turn_up: column i's last face-down card turned up (its entry: the card refined, else its rank) */
static void rk_turn_up(RkPos *q, int i, uint64_t refined) {
    int x = q->c[i][q->down[i] - 1];
    q->down[i]--;
    q->up[i] = 1;
    q->c[i][q->down[i]] = (uint8_t)(refined >> x & 1 ? x | RK_REFINED : x & 15);
}

static inline int rk_mask(int e, const int masks[14]) {
    return e & RK_REFINED ? 1 << ((e ^ RK_REFINED) >> 4) : masks[e];
}

/* refine.children: every child of q in refine's order, each as a string with its step: their count */
static int rk_children(int n, const RkPos *q, uint64_t refined, RkKid *out) {
    int masks[14] = {0}; /* refine._suits */
    uint64_t down = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < q->down[i]; j++)
            down |= (uint64_t)1 << q->c[i][j];
    for (int suit = 0; suit < 4; suit++)
        if (q->counts[suit])
            for (int rank = 1; rank <= 13; rank++) {
                int card = suit << 4 | rank;
                if (!((down | refined) >> card & 1))
                    masks[rank] |= 1 << suit;
            }
    int count = 0;
    RkPos child;
    for (int s = 0; s < n; s++) {
        int U = q->up[s], D = q->down[s];
        if (!U)
            continue;
        const uint8_t *up = q->c[s] + D;
        int group = 1, can = rk_mask(up[U - 1], masks); /* refine._group */
        while (group < U) {
            int e = up[U - group - 1];
            if ((e & 15) != (up[U - group] & 15) + 1)
                break;
            can &= rk_mask(e, masks);
            if (!can)
                break;
            group++;
        }
        for (int k = 1; k <= group; k++) {
            int head = up[U - k] & 15, empty = 1;
            for (int d = 0; d < n; d++) {
                if (d == s)
                    continue;
                if (q->up[d]) {
                    if ((q->c[d][q->down[d] + q->up[d] - 1] & 15) != head + 1)
                        continue;
                } else if (q->down[d] || !empty)
                    continue;
                else {
                    empty = 0;
                    if (k == U && !D)
                        continue; /* a whole column into an empty one: the same position */
                }
                child = *q;
                int L = q->down[d] + q->up[d];
                memcpy(child.c[d] + L, up + U - k, (size_t)k);
                child.up[d] = (uint8_t)(q->up[d] + k);
                child.up[s] = (uint8_t)(U - k);
                if (!child.up[s] && D)
                    rk_turn_up(&child, s, refined);
                uint16_t how = (uint16_t)(s << 11 | d << 7 | k << 3);
                L += k;
                int run = child.up[d] >= 13, all = 1;
                can = 15;
                for (int j = 0; j < 13 && run; j++) {
                    int e = child.c[d][L - 13 + j];
                    run = (e & 15) == 13 - j;
                    can &= rk_mask(e, masks);
                    all &= e >> 6 & 1;
                }
                if (!run || !(can && all)) { /* moved, the run (if any) left */
                    out[count].len = (uint8_t)rk_encode(n, &child, out[count].key);
                    out[count++].how = how;
                }
                if (!run)
                    continue;
                child.up[d] = (uint8_t)(child.up[d] - 13);
                if (!child.up[d] && child.down[d])
                    rk_turn_up(&child, d, refined);
                for (int suit = 0; suit < 4; suit++) {
                    if (!(can >> suit & 1))
                        continue;
                    child.counts[suit] = (uint8_t)(q->counts[suit] - 13);
                    out[count].len = (uint8_t)rk_encode(n, &child, out[count].key);
                    out[count++].how = (uint16_t)(how | (suit + 1));
                    child.counts[suit] = q->counts[suit];
                }
            }
        }
    }
    return count;
}

/* A growable array of uint32_t */
typedef struct {
    uint32_t *v;
    size_t n, room;
} RkU32;

static int rk_push(RkU32 *a, uint32_t x) {
    if (a->n == a->room)
        GROW(a->v, a->room, return -1);
    a->v[a->n++] = x;
    return 0;
}

/* The lost positions by rank of one refined set (refine.end_game's tables), a set of strings kept
 * between searches: native.RankTable */
typedef struct {
    PyObject_HEAD
    RkSet set;
    int open;
} RankTableObject;

static int rt_init(RankTableObject *self, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "", kwlist))
        return -1;
    if (self->open) {
        PyErr_SetString(PyExc_RuntimeError, "RankTable is set up once");
        return -1;
    }
    if (rkset_open(&self->set, 10) < 0)
        return -1;
    self->open = 1;
    return 0;
}

static void rt_dealloc(RankTableObject *self) {
    if (self->open)
        rkset_free(&self->set);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int rt_ready(RankTableObject *self) {
    if (!self->open)
        PyErr_SetString(PyExc_RuntimeError, "RankTable is not set up");
    return self->open;
}

static Py_ssize_t rt_len(RankTableObject *self) {
    return self->open ? (Py_ssize_t)self->set.count : 0;
}

/* a string of one deck's position by rank, or -1 (ValueError) */
static int rt_key(PyObject *arg, Py_buffer *b) {
    if (PyObject_GetBuffer(arg, b, PyBUF_SIMPLE) < 0)
        return -1;
    if (b->len < 4 || b->len > RK_MAXREC) {
        PyBuffer_Release(b);
        PyErr_SetString(PyExc_ValueError, "native core: not a position by rank of one deck (native.rank_key)");
        return -1;
    }
    return 0;
}

static PyObject *rt_has(RankTableObject *self, PyObject *arg) {
    Py_buffer b;
    if (!rt_ready(self) || rt_key(arg, &b) < 0)
        return NULL;
    size_t at = rkset_slot(&self->set, b.buf, (size_t)b.len, rk_hash(b.buf, (size_t)b.len));
    int found = self->set.slots[at] != 0;
    PyBuffer_Release(&b);
    return PyBool_FromLong(found);
}

static PyObject *rt_add(RankTableObject *self, PyObject *arg) {
    Py_buffer b;
    if (!rt_ready(self) || rt_key(arg, &b) < 0)
        return NULL;
    uint64_t h = rk_hash(b.buf, (size_t)b.len);
    size_t at = rkset_slot(&self->set, b.buf, (size_t)b.len, h);
    int failed = !self->set.slots[at] && rkset_add(&self->set, b.buf, (size_t)b.len, h, 0) < 0;
    PyBuffer_Release(&b);
    if (failed)
        return NULL;
    Py_RETURN_NONE;
}

static PyMethodDef rt_methods[] = {
    {"has", (PyCFunction)rt_has, METH_O, "has(key): whether the position by rank (native.rank_key) is in the table."},
    {"add", (PyCFunction)rt_add, METH_O, "add(key): the position by rank (native.rank_key) put in the table."},
    {NULL, NULL, 0, NULL},
};

static PySequenceMethods rt_sequence = {.sq_length = (lenfunc)rt_len};

static PyTypeObject RankTableType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "spiderette_widget.search._native.RankTable",
    .tp_basicsize = sizeof(RankTableObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "RankTable(): positions by rank proven lost with one refined set (refine.by_rank's lost).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)rt_init,
    .tp_dealloc = (destructor)rt_dealloc,
    .tp_methods = rt_methods,
    .tp_as_sequence = &rt_sequence,
};

/* What one search by rank works in, freed at its end */
typedef struct {
    RkSet work;            /* the positions met: value, the position's index */
    uint64_t *at;          /* each position's record in work */
    uint32_t *parent;      /* the position it was first reached from */
    uint16_t *how;         /* and the step (RkKid.how) */
    size_t nodes, room;
    RkU32 todo, efrom, eto;
    uint32_t *into_at, *into, *seeds;
    uint8_t *alive;
    RkKid *kids;
} RkSearch;

static void rk_search_free(RkSearch *x) {
    rkset_free(&x->work);
    free(x->at);
    free(x->parent);
    free(x->how);
    free(x->todo.v);
    free(x->efrom.v);
    free(x->eto.v);
    free(x->into_at);
    free(x->into);
    free(x->seeds);
    free(x->alive);
    free(x->kids);
}

/* a new position (string s, hash h, not in work) reached from `from` by `how`: its index, or -1 */
static int64_t rk_new(RkSearch *x, const uint8_t *s, size_t len, uint64_t h, uint32_t from, uint16_t how) {
    if (x->nodes == x->room) {
        size_t more = x->room ? 2 * x->room : 1024;
        uint64_t *at = realloc(x->at, sizeof(uint64_t) * more);
        if (at)
            x->at = at;
        uint32_t *parent = realloc(x->parent, sizeof(uint32_t) * more);
        if (parent)
            x->parent = parent;
        uint16_t *hw = realloc(x->how, sizeof(uint16_t) * more);
        if (hw)
            x->how = hw;
        if (!at || !parent || !hw || more > UINT32_MAX) {
            PyErr_NoMemory();
            return -1;
        }
        x->room = more;
    }
    uint32_t j = (uint32_t)x->nodes;
    x->at[j] = x->work.used;
    if (rkset_add(&x->work, s, len, h, j) < 0)
        return -1;
    x->parent[j] = from;
    x->how[j] = how;
    x->nodes++;
    return j;
}

/* refine.by_rank: (count, line or None); the line as (string, s, d, k, suit) steps from the start */
static PyObject *rk_by_rank(int n, const uint8_t *start, size_t slen, uint64_t refined, RkSet *lost, long long cap) {
    RkSearch x;
    memset(&x, 0, sizeof(x));
    PyObject *result = NULL;
    RkPos q;
    long long count = 0;
    int64_t won = -1; /* the position the empty table was reached from */
    RkKid last = {{0}, 0, 0};
    x.kids = malloc(sizeof(RkKid) * RK_KIDS);
    if (!x.kids) {
        PyErr_NoMemory();
        goto done;
    }
    if (rkset_open(&x.work, 12) < 0)
        goto done;
    if (rk_new(&x, start, slen, rk_hash(start, slen), 0, 0) < 0 || rk_push(&x.todo, 0) < 0)
        goto done;
    while (x.todo.n && count < cap && won < 0) {
        uint32_t i = x.todo.v[--x.todo.n];
        const uint8_t *rec = x.work.arena + x.at[i];
        rk_decode(n, rec + 5, rec[0], &q); /* checked when it was the start, made right since */
        int nk = rk_children(n, &q, refined, x.kids);
        for (int c = 0; c < nk; c++) {
            const RkKid *kid = &x.kids[c];
            count++;
            const uint8_t *cnt = kid->key + kid->len - 4;
            if (!(cnt[0] | cnt[1] | cnt[2] | cnt[3])) { /* an empty table */
                won = i;
                last = *kid;
                break;
            }
            uint64_t h = rk_hash(kid->key, kid->len);
            size_t at = rkset_slot(&x.work, kid->key, kid->len, h);
            int64_t j;
            if (x.work.slots[at])
                j = rkset_value(&x.work, at);
            else {
                if (lost->slots[rkset_slot(lost, kid->key, kid->len, h)])
                    continue;
                j = rk_new(&x, kid->key, kid->len, h, i, kid->how);
                if (j < 0 || rk_push(&x.todo, (uint32_t)j) < 0)
                    goto done;
            }
            if (rk_push(&x.efrom, i) < 0 || rk_push(&x.eto, (uint32_t)j) < 0)
                goto done;
        }
    }
    /* each position's parents (into, from into_at[v] to into_at[v + 1]), then what reaches an empty
     * table or a position not explored (alive); the others are lost */
    size_t nn = x.nodes, ne = x.efrom.n;
    x.into_at = calloc(nn + 1, sizeof(uint32_t));
    x.into = malloc(sizeof(uint32_t) * (ne ? ne : 1));
    x.seeds = malloc(sizeof(uint32_t) * (ne + x.todo.n + 2));
    x.alive = calloc(nn, 1);
    if (!x.into_at || !x.into || !x.seeds || !x.alive || ne >= UINT32_MAX) {
        PyErr_NoMemory();
        goto done;
    }
    for (size_t e = 0; e < ne; e++)
        x.into_at[x.eto.v[e] + 1]++;
    for (size_t v = 0; v < nn; v++)
        x.into_at[v + 1] += x.into_at[v];
    for (size_t e = 0; e < ne; e++) /* into_at[v] runs ahead while filling; set back below */
        x.into[x.into_at[x.eto.v[e]]++] = x.efrom.v[e];
    for (size_t v = nn; v > 0; v--)
        x.into_at[v] = x.into_at[v - 1];
    x.into_at[0] = 0;
    free(x.efrom.v);
    free(x.eto.v);
    memset(&x.efrom, 0, sizeof(x.efrom));
    memset(&x.eto, 0, sizeof(x.eto));
    size_t ns = 0;
    if (won >= 0)
        x.seeds[ns++] = (uint32_t)won;
    for (size_t t = 0; t < x.todo.n; t++)
        x.seeds[ns++] = x.todo.v[t];
    while (ns) {
        uint32_t v = x.seeds[--ns];
        if (x.alive[v])
            continue;
        x.alive[v] = 1;
        for (uint32_t e = x.into_at[v]; e < x.into_at[v + 1]; e++)
            if (!x.alive[x.into[e]])
                x.seeds[ns++] = x.into[e];
    }
    free(x.into_at); /* what the lost positions need no more, before they are added */
    free(x.into);
    free(x.seeds);
    free(x.work.slots);
    x.into_at = x.into = x.seeds = NULL;
    x.work.slots = NULL;
    for (size_t v = 0; v < nn; v++) {
        if (x.alive[v])
            continue;
        const uint8_t *rec = x.work.arena + x.at[v];
        uint64_t h = rk_hash(rec + 5, rec[0]);
        if (!lost->slots[rkset_slot(lost, rec + 5, rec[0], h)] && rkset_add(lost, rec + 5, rec[0], h, 0) < 0)
            goto done;
    }
    if (won < 0) {
        result = Py_BuildValue("(LO)", count, Py_None);
        goto done;
    }
    size_t steps = 1;
    for (uint32_t i = (uint32_t)won; i; i = x.parent[i])
        steps++;
    PyObject *line = PyList_New((Py_ssize_t)steps);
    if (!line)
        goto done;
    uint32_t i = (uint32_t)won;
    for (size_t t = steps; t-- > 0;) {
        const uint8_t *key = last.key;
        size_t len = last.len;
        unsigned how = last.how;
        if (t + 1 < steps) {
            const uint8_t *rec = x.work.arena + x.at[i];
            key = rec + 5;
            len = rec[0];
            how = x.how[i];
            i = x.parent[i];
        }
        PyObject *item = Py_BuildValue("(y#iiii)", (const char *)key, (Py_ssize_t)len, (int)(how >> 11), (int)(how >> 7 & 15),
                                       (int)(how >> 3 & 15), (int)(how & 7) - 1);
        if (!item) {
            Py_DECREF(line);
            goto done;
        }
        PyList_SET_ITEM(line, (Py_ssize_t)t, item);
    }
    result = Py_BuildValue("(LN)", count, line);
done:
    rk_search_free(&x);
    return result;
}

static PyObject *by_rank(PyObject *Py_UNUSED(self), PyObject *args) {
    int n;
    Py_buffer b;
    unsigned long long refined;
    RankTableObject *table;
    long long cap;
    if (!PyArg_ParseTuple(args, "iy*KO!L", &n, &b, &refined, &RankTableType, &table, &cap))
        return NULL;
    PyObject *result = NULL;
    RkPos q;
    if (n < 1 || n > MAXCOLS)
        PyErr_SetString(PyExc_ValueError, "native core: at most 10 columns");
    else if (b.len > RK_MAXREC || rk_decode(n, b.buf, (size_t)b.len, &q) < 0) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "native core: not a position by rank of one deck (native.rank_key)");
    } else if (rt_ready(table)) {
        uint8_t key[RK_MAXREC];
        size_t len = rk_encode(n, &q, key);
        if (len != (size_t)b.len || memcmp(key, b.buf, len))
            PyErr_SetString(PyExc_ValueError, "native core: a position by rank has its columns sorted");
        else
            result = rk_by_rank(n, key, len, refined, &table->set, cap);
    }
    PyBuffer_Release(&b);
    return result;
}

/* ------------------------------------------------------------------ the module */
static PyObject *setup(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *move_type, *deal, *budget_spent_type;
    int w[5], disorder, win_score;
    if (!PyArg_ParseTuple(args, "OOO(iiiii)ii", &move_type, &deal, &budget_spent_type, &w[0], &w[1], &w[2], &w[3],
                          &w[4], &disorder, &win_score))
        return NULL;
    W_RUN = w[0], W_DOWN = w[1], W_SAME = w[2], W_OTHER = w[3], W_EMPTY = w[4];
    DISORDER = disorder, WIN_SCORE = win_score;
    Py_XSETREF(BudgetSpentType, Py_NewRef(budget_spent_type));
    Py_XSETREF(MoveType, Py_NewRef(move_type));
    Py_XSETREF(DealValue, Py_NewRef(deal));
    for (int s = 0; s < MAXCOLS; s++)
        for (int d = 0; d < MAXCOLS; d++)
            for (int k = 0; k < 14; k++)
                Py_CLEAR(MoveCache[s][d][k]);
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"setup", setup, METH_VARARGS,
     "setup(Move, DEAL, BudgetSpent, weights, disorder, win_score): the engine's action types, the search's budget "
     "error and the evaluation's weights (search/_weights.py)."},
    {"beam", (PyCFunction)(void (*)(void))beam, METH_VARARGS | METH_KEYWORDS,
     "beam(rules, state, width, cap, meter[, compact_at], *, every=False): a winning line by beam search, or None."},
    {"complete", complete, METH_VARARGS, "complete(rules, state, meter): a winning line, or None: no line wins."},
    {"look_ahead", look_ahead, METH_VARARGS,
     "look_ahead(rules, state, mode, cap, sensible, keep, meter): the honest player's plan, deep plan, settle or candidates."},
    {"stuck", stuck, METH_VARARGS, "stuck(rules, state, nodes): True, False or None (not sure), as core.stuck."},
    {"greedy_phase", greedy_phase, METH_VARARGS,
     "greedy_phase(rules, state, cap, meter): (won, best evaluation, best position after a deal)."},
    {"shorten", shorten, METH_VARARGS,
     "shorten(rules, state, steps, rounds, polish): core.shorten's line (steps: three bytes an action)."},
    {"by_rank", by_rank, METH_VARARGS,
     "by_rank(ncols, key, refined, table, cap): refine.by_rank's (count, line or None), the line as (key, s, d, k, "
     "suit) steps."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "_native",
    .m_doc = "The native search core: search/core.py's hot loops in C, answer for answer (see search/native.py).",
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit__native(void) {
    init_places();
    if (PyType_Ready(&PhaseSearchType) < 0 || PyType_Ready(&RankTableType) < 0)
        return NULL;
    PyObject *mod = PyModule_Create(&module);
    if (!mod)
        return NULL;
    if (PyModule_AddObjectRef(mod, "PhaseSearch", (PyObject *)&PhaseSearchType) < 0 ||
        PyModule_AddObjectRef(mod, "RankTable", (PyObject *)&RankTableType) < 0) {
        Py_DECREF(mod);
        return NULL;
    }
    return mod;
}
