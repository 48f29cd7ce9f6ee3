"""The page's entry script (PyScript runs it as source): everything else is bytecode,
already imported when the interpreter was restored from the build's memory snapshot."""

from js import performance

performance.mark("piecepad:main")       # phase marks: tools/bench_startup.py reads them
import glue  # noqa: E402

performance.mark("piecepad:imported")
glue.start()
