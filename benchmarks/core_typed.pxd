# Types for spiderette_widget/search/core.py, read by Cython only (benchmarks/compiled.py --typed
# copies this file beside core.py as core.pxd in a temporary copy of the package). The rules stay
# in core.py alone: this file names C types for its hot loops' locals and turns Rules, _PhaseSearch
# and _Complete into extension types. Measured: the complete search about 1.9 times faster than the
# plain module, the phase search 1.0 to 1.2 times, the beam 1.0 to 1.1 (docs/winnability.md).
import cython

cdef class Rules:
    cdef public Py_ssize_t ncols
    cdef public tuple stock
    cdef public Py_ssize_t total
    cdef public bint relaxed

    @cython.locals(n=Py_ssize_t, s=Py_ssize_t, d=Py_ssize_t, size=Py_ssize_t, low=Py_ssize_t, want=Py_ssize_t,
                   empty=Py_ssize_t, ns=Py_ssize_t, r=Py_ssize_t, k=Py_ssize_t, tops=list, out=list, cols=tuple)
    cpdef list moves(self, tuple st, bint sensible=*, list info=*)

    @cython.locals(cols=tuple, hid=tuple, col=tuple, src=tuple, dst=tuple, lst=list, flipped=bint,
                   last=Py_ssize_t, hl=list)
    cpdef tuple apply(self, tuple st, Py_ssize_t s, Py_ssize_t d, Py_ssize_t k)

    cpdef bint can_deal(self, tuple st)
    cpdef bint won(self, tuple st)
    cpdef bint dead(self, tuple st)

@cython.locals(part=Py_ssize_t, e=tuple, cols=tuple)
cpdef long _score(Rules rules, tuple st, Py_ssize_t share, list info=*)

cpdef list _infos(tuple st)

@cython.locals(cols=tuple, hid=tuple, a=tuple, b=tuple, old=tuple, runs=Py_ssize_t)
cpdef tuple _moved(list info, long score, tuple before, tuple after, Py_ssize_t s, Py_ssize_t d, Py_ssize_t share)

cdef class _PhaseSearch:
    cdef public Rules rules
    cdef public object meter
    cdef public Py_ssize_t cap
    cdef public dict cache
    cdef public dict budget_seen

    @cython.locals(cap=Py_ssize_t, depth=Py_ssize_t, order=Py_ssize_t, s=Py_ssize_t, d=Py_ssize_t, k=Py_ssize_t,
                   score=long, value=long, parent=dict, heap=list, info=list, child_info=list, seen=tuple,
                   link=tuple, cur=tuple, child=tuple)
    cpdef tuple _enumerate(self, tuple st)

cdef class _Complete:
    cdef public Py_ssize_t n
    cdef public bytes stock
    cdef public bint relaxed
    cdef public Py_ssize_t total
    cdef public object meter
    cdef public set runs
    cdef public dict info

    @cython.locals(n=Py_ssize_t, ns=Py_ssize_t, s=Py_ssize_t, d=Py_ssize_t, k=Py_ssize_t, low=Py_ssize_t,
                   size=Py_ssize_t, up=Py_ssize_t, high=Py_ssize_t, r=Py_ssize_t, rank=Py_ssize_t,
                   order=Py_ssize_t, whole=bint, tops=list, ranks=list, empties=list, out=list, src=bytes, info=dict)
    cpdef list children(self, tuple st, bint may_deal)

    @cython.locals(n=Py_ssize_t, ns=Py_ssize_t, s=Py_ssize_t, d=Py_ssize_t, k=Py_ssize_t, relaxed=bint,
                   later=bint, known=Py_ssize_t, seen=set, stack=list, path=list, todo=list, st=tuple,
                   child=tuple, cols=list, dst=bytes, src=bytes)
    cpdef run(self, tuple root)

    cpdef bytes settle(self, bytes col)
    cpdef tuple deal(self, tuple st)

@cython.locals(parent=dict, level=list, ranked=list, info=list, child_info=list, score=long, value=long,
               cur=tuple, child=tuple, link=tuple)
cpdef beam(Rules rules, meter, tuple root, Py_ssize_t width, Py_ssize_t cap)
