# Run by the in-browser course's kernel when it starts (PYTHONSTARTUP, set by tools/build_lite.py),
# in the learner's namespace, so it defines nothing there: importing the package makes a missing
# matplotlib say so in one sentence even in a cell that imports matplotlib first (spiderette_widget.engine._browser).
import spiderette_widget

del spiderette_widget
