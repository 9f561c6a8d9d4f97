"""A chart description (``charts.Chart``) as a Vega-Lite v5 spec: the charts with no Python package.

JupyterLab, Notebook 7, JupyterLite and VS Code render a
``application/vnd.vegalite.v5+json`` output themselves, so the in-browser
course (Pyodide, no matplotlib) shows its charts this way. The spec carries
its data inline (one row per point or bar), the same words as the matplotlib
drawing (``plots.draw``), and draws as SVG, so its words are text a screen
reader and a test can read.

>>> from spiderette_widget.pictures.charts import score_chart
>>> s = spec(score_chart([("start", 0, 500, 0), ("move", 1, 499, 0)], title="t"))
>>> s["$schema"], s["title"]["text"], [l["mark"]["type"] for l in s["layer"]]
('https://vega.github.io/schema/vega-lite/v5.json', 't', ['line'])
"""

from __future__ import annotations

import math
from typing import Any

from .charts import Bars, Chart, LegendEntry, Line, Marks, Row, Rule, Stairs, Steps

__all__ = ["MIME", "SCHEMA", "spec"]

MIME = "application/vnd.vegalite.v5+json"
SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"
#: pixels per inch of a chart's size (a matplotlib figure of 7 x 3.6 inches is about 560 x 250 px of plot)
PX = 80
#: Vega symbol shapes (SVG paths where Vega has none: matplotlib's star and x)
SHAPES = {
    "triangle-down": "triangle-down",
    "square": "square",
    "stroke": "stroke",
    "hatched": "square",
    "star": "M0,-1L0.225,-0.309L0.951,-0.309L0.363,0.118L0.588,0.809L0,0.382L-0.588,0.809L-0.363,0.118"
    "L-0.951,-0.309L-0.225,-0.309Z",
    "cross": "M-1,-0.8L-0.8,-1L0,-0.2L0.8,-1L1,-0.8L0.2,0L1,0.8L0.8,1L0,0.2L-0.8,1L-1,0.8L-0.2,0Z",
}
SIZES = {"triangle-down": 64, "star": 180, "cross": 40, "square": 40}


def spec(chart: Chart | Row) -> dict[str, Any]:
    """The Vega-Lite v5 spec of a chart, or of charts side by side (``charts.Row``).

    It holds no ``None`` (JSON null): the Pyodide kernel hands outputs to the page as JavaScript objects,
    where ``None`` becomes ``undefined``, and Vega-Lite reads an undefined title as "use the default".

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import score_chart
    >>> from spiderette_widget.pictures.vega import spec
    >>> s = spec(score_chart(Game.new("spiderette", suits=1, seed=7)))
    >>> s["$schema"], s["title"]["text"]
    ('https://vega.github.io/schema/vega-lite/v5.json', 'Score after each action: SD1-S1-AAAAAAH (app scoring)')
    """
    return _no_none(_spec(chart))


def _no_none(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _no_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_no_none(v) for v in value]
    return value


def _spec(chart: Chart | Row) -> dict[str, Any]:
    if isinstance(chart, Row):
        # two to a row (a notebook is about 800 px wide), each legend under its chart
        columns = min(2, len(chart.charts))
        width = min(360.0, chart.size[0] * PX / len(chart.charts))
        parts = [_chart(c, width=width, height=chart.size[1] * PX - 90, legend="bottom") for c in chart.charts]
        if chart.share_x:
            lo = min(_extent(c, "x")[0] for c in chart.charts)
            hi = max(_extent(c, "x")[1] for c in chart.charts)
            for part, c in zip(parts, chart.charts, strict=True):
                if c.x.domain == (None, None):
                    _set_domain(part, "x", (lo, hi))
        own = {"color": "independent", "shape": "independent", "stroke": "independent"}
        return {"$schema": SCHEMA, "concat": parts, "columns": columns, "config": CONFIG, "resolve": {"scale": own}}
    return {"$schema": SCHEMA, **_chart(chart), "config": CONFIG}


CONFIG = {
    "font": "DejaVu Sans, Verdana, sans-serif",
    "view": {"stroke": "#000000", "strokeWidth": 0.8},
    "axis": {
        "gridOpacity": 0.3,
        "gridColor": "#b0b0b0",
        "labelFontSize": 10,
        "titleFontSize": 11,
        "titleFontWeight": "normal",
    },
    "title": {"fontSize": 12, "fontWeight": "normal"},
    "legend": {"labelFontSize": 10, "labelLimit": 400, "symbolOpacity": 1},
}


def _chart(
    chart: Chart, width: float | None = None, height: float | None = None, legend: str = "right"
) -> dict[str, Any]:
    layers: list[dict[str, Any]] = []
    for layer in chart.layers:
        layers += _layer(layer, chart)
    if chart.legend:
        # a legend of long words (beside matplotlib's plot) goes under the plot: a notebook is ~850 px wide
        layers.append(_legend_layer(chart, "bottom" if chart.legend_outside else legend))
    out: dict[str, Any] = {
        "title": {"text": chart.title},
        "width": round(width if width is not None else chart.size[0] * PX - 60),
        "height": round(height if height is not None else chart.size[1] * PX - 90),
        "layer": layers,
    }
    _set_domain(out, "x", chart.x.domain)
    _set_domain(out, "y", chart.y.domain)
    return out


def _extent(chart: Chart, axis: str) -> tuple[float, float]:
    values: list[float] = []
    for layer in chart.layers:
        if isinstance(layer, (Steps, Marks)):
            values += [p[0 if axis == "x" else 1] for p in layer.points]
        elif isinstance(layer, Stairs):
            values += list(layer.edges) if axis == "x" else [0, *layer.counts]
        elif isinstance(layer, Rule) and axis == "x":
            values.append(layer.x)
        elif isinstance(layer, Line):
            values += [p[0 if axis == "x" else 1] for p in layer.points]
            if axis == "y":
                values += [*layer.low, *layer.high]
        elif isinstance(layer, Bars):
            if axis == "x":
                values += [x - layer.width / 2 for x in layer.xs] + [x + layer.width / 2 for x in layer.xs]
            else:
                values += [b + h for b, h in zip(layer.base(), layer.heights, strict=True)] + [0.0]
    return (min(values), max(values)) if values else (0.0, 1.0)


def _set_domain(part: dict[str, Any], axis: str, domain: tuple[float | None, float | None]) -> None:
    """Every layer's scale on ``axis`` shows ``domain`` (an open end: the data's), clipping what falls outside."""
    if domain == (None, None):
        return
    for layer in part["layer"]:
        enc = layer.get("encoding", {}).get(axis)
        if enc is None:
            continue
        lo, hi = domain
        if lo is None or hi is None:
            enc["scale"] = {**enc.get("scale", {}), "domainMin" if lo is not None else "domainMax": lo if lo is not
                            None else hi}  # fmt: skip
        else:
            enc["scale"] = {**enc.get("scale", {}), "domain": [lo, hi]}
        enc["scale"]["nice"] = False
        enc["scale"]["zero"] = False
        layer["mark"]["clip"] = True


def _axis(chart: Chart, which: str, grid: bool) -> dict[str, Any]:
    spec = chart.x if which == "x" else chart.y
    out: dict[str, Any] = {"title": spec.title, "grid": grid}
    if spec.whole:  # whole-number ticks, chosen here (Vega's tickMinStep is not honoured by every version)
        lo, hi = _extent(chart, which)
        lo = spec.domain[0] if spec.domain[0] is not None else lo
        hi = spec.domain[1] if spec.domain[1] is not None else hi
        out["values"] = _whole_ticks(lo, hi)
        out["format"] = ".0f"  # (not "d": the browser build of Vega then drops most labels)
    if spec.percent:
        out["format"] = ".0%"
    if spec.categories:
        names = ", ".join(_js_string(c) for c in spec.categories)
        out["values"] = list(range(len(spec.categories)))
        out["labelExpr"] = f"[{names}][datum.value]"
        out["grid"] = False
        if spec.tilt:
            out["labelAngle"] = -20
            out["labelAlign"] = "right"
    return out


def _tint(colour: str, keep: float = 0.3) -> str:
    """``colour`` (``#rrggbb``) faded toward white: the hatched bars' light fill."""
    rgb = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(255 - (255 - c) * keep):02x}" for c in rgb)


def _whole_ticks(lo: float, hi: float, most: int = 8) -> list[int]:
    """Whole numbers from ``lo`` to ``hi`` a round step apart (1, 2, 5, 10, 20, 50...), at most about ``most``."""
    span = max(1.0, hi - lo)
    step = 1
    while span / step > most:
        for factor in (2, 5 / 2, 2):
            step = round(step * factor)
            if span / step <= most:
                break
    first = math.ceil(lo / step) * step
    return list(range(int(first), math.floor(hi) + 1, step))


def _js_string(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _xy(chart: Chart, x: str = "x", y: str = "y") -> dict[str, Any]:
    """The x and y encodings of a layer: quantitative, titled and ticked as the chart's axes say."""
    x_scale: dict[str, Any] = {"zero": False}
    if chart.x.categories:
        x_scale = {"domain": [-0.5, len(chart.x.categories) - 0.5], "nice": False}
    enc = {
        "x": {"field": x, "type": "quantitative", "axis": _axis(chart, "x", chart.grid == "both"), "scale": x_scale},
        "y": {"field": y, "type": "quantitative", "axis": _axis(chart, "y", True), "scale": {"zero": False}},
    }
    return enc


def _layer(layer: Any, chart: Chart) -> list[dict[str, Any]]:
    if isinstance(layer, Steps):
        rows = [{"x": x, "y": y, "series": layer.name} for x, y in layer.points]
        return [{"data": {"values": rows}, "mark": {"type": "line", "interpolate": "step-after",
                                                     "color": layer.colour, "strokeWidth": 1.8},
                 "encoding": _xy(chart)}]  # fmt: skip
    if isinstance(layer, Marks):
        rows = [{"x": x, "y": y, "mark": layer.key} for x, y in layer.points]
        mark: dict[str, Any] = {"type": "point", "shape": SHAPES[layer.shape], "size": SIZES[layer.shape],
                                "filled": True, "fill": layer.colour, "opacity": 1}  # fmt: skip
        if layer.edge:
            mark.update(stroke=layer.edge, strokeWidth=0.6)
        else:
            mark.update(strokeWidth=0)
        return [{"data": {"values": rows}, "mark": mark, "encoding": _xy(chart)}]
    if isinstance(layer, Stairs):
        bins = [{"x": lo, "x2": hi, "y": c, "series": layer.name}
                for lo, hi, c in zip(layer.edges, layer.edges[1:], layer.counts, strict=False)]  # fmt: skip
        # the outline, corner by corner (as matplotlib's stairs: down to 0 at both ends)
        outline: list[dict[str, Any]] = [{"x": layer.edges[0], "y": 0}]
        for b in bins:
            outline += [{"x": b["x"], "y": b["y"]}, {"x": b["x2"], "y": b["y"]}]
        outline.append({"x": layer.edges[-1], "y": 0})
        for i, row in enumerate(outline):
            row["order"] = i
        enc = _xy(chart)
        enc["order"] = {"field": "order", "type": "quantitative"}
        return [{"data": {"values": outline}, "mark": {"type": "line", "color": layer.colour, "strokeWidth": 1.8},
                 "encoding": enc, "usermeta": {"role": "histogram", "bins": bins}}]  # fmt: skip
    if isinstance(layer, Rule):
        enc = _xy(chart)
        del enc["y"]
        return [{"data": {"values": [{"x": layer.x}]},
                 "mark": {"type": "rule", "color": layer.colour, "strokeDash": [5, 3], "strokeWidth": 1.2},
                 "encoding": enc}]  # fmt: skip
    if isinstance(layer, Bars):
        return _bars(layer, chart)
    if isinstance(layer, Line):
        return _line(layer, chart)
    msg = f"no Vega-Lite for {layer!r}"  # pragma: no cover
    raise TypeError(msg)


def _bars(bars: Bars, chart: Chart) -> list[dict[str, Any]]:
    half = bars.width / 2
    rows = [{"x": x - half, "x2": x + half, "y": b, "y2": b + h, "centre": x, "series": bars.name}
            for x, b, h in zip(bars.xs, bars.base(), bars.heights, strict=True)]  # fmt: skip
    enc = _xy(chart)
    enc["x2"] = {"field": "x2"}
    enc["y2"] = {"field": "y2"}
    mark: dict[str, Any] = {"type": "rect", "color": bars.colour, "opacity": 0.85}
    if bars.hatched:
        mark = {"type": "rect", "fill": bars.colour, "fillOpacity": 0.18, "stroke": bars.colour, "strokeWidth": 1,
                "strokeDash": [3, 2]}  # fmt: skip
    out = [{"data": {"values": rows}, "mark": mark, "encoding": enc}]
    if bars.low:
        errs = [{"x": x, "y": lo, "y2": hi} for x, lo, hi in zip(bars.xs, bars.low, bars.high, strict=True)]
        rule = _xy(chart)
        rule["y2"] = {"field": "y2"}
        out.append({"data": {"values": errs}, "mark": {"type": "rule", "color": "#000000"}, "encoding": rule})
        caps = [{"x": e["x"], "y": v} for e in errs for v in (e["y"], e["y2"])]
        out.append({"data": {"values": caps}, "mark": {"type": "tick", "orient": "horizontal", "color": "#000000",
                                                        "size": 10, "thickness": 1},
                    "encoding": _xy(chart)})  # fmt: skip
    if bars.labels:
        texts = [{"x": x, "y": y, "text": t} for x, y, t in zip(bars.xs, bars.label_at, bars.labels, strict=True)]
        enc = _xy(chart)
        enc["text"] = {"field": "text", "type": "nominal"}
        out.append({"data": {"values": texts}, "mark": {"type": "text", "dy": -8, "fontSize": 10},
                    "encoding": enc})  # fmt: skip
    return out


def _line(line: Line, chart: Chart) -> list[dict[str, Any]]:
    rows = [{"x": x, "y": y, "order": i, "series": line.name or ""} for i, (x, y) in enumerate(line.points)]
    enc = _xy(chart)
    enc["order"] = {"field": "order", "type": "quantitative"}
    mark: dict[str, Any] = {"type": "line", "color": line.colour, "strokeWidth": 1.0 if line.dashed else 1.8}
    if line.dashed:
        mark["strokeDash"] = [5, 3]
    if line.dots:
        mark["point"] = {"filled": True, "fill": line.colour, "size": 30}
    out = [{"data": {"values": rows}, "mark": mark, "encoding": enc, "usermeta": {"role": "line"}}]
    if line.low:
        errs = [{"x": x, "y": lo, "y2": hi} for (x, _y), lo, hi in zip(line.points, line.low, line.high, strict=True)]
        rule = _xy(chart)
        rule["y2"] = {"field": "y2"}
        out.append({"data": {"values": errs}, "mark": {"type": "rule", "color": line.colour, "strokeWidth": 1.2},
                    "encoding": rule})  # fmt: skip
        caps = [{"x": e["x"], "y": v} for e in errs for v in (e["y"], e["y2"])]
        out.append({"data": {"values": caps}, "mark": {"type": "tick", "orient": "horizontal", "color": line.colour,
                                                        "size": 6, "thickness": 1.2},
                    "encoding": _xy(chart)})  # fmt: skip
    if line.labels:
        texts = [{"x": x, "y": y, "text": t} for (x, y), t in zip(line.points, line.labels, strict=True)]
        enc = _xy(chart)
        enc["text"] = {"field": "text", "type": "nominal"}
        out.append({"data": {"values": texts}, "mark": {"type": "text", "dx": 5, "dy": 10, "align": "left",
                                                         "fontSize": 8, "color": line.colour},
                    "encoding": enc})  # fmt: skip
    return out


def _legend_layer(chart: Chart, orient: str) -> dict[str, Any]:
    """The legend: one invisible point per entry, coloured and shaped by the entry (its words)."""
    entries: list[LegendEntry] = list(chart.legend)
    labels = [e.label for e in entries]
    lo_x, _hi_x = _extent(chart, "x")
    lo_y, _hi_y = _extent(chart, "y")
    x = chart.x.domain[0] if chart.x.domain[0] is not None else lo_x
    y = chart.y.domain[0] if chart.y.domain[0] is not None else lo_y
    rows = [{"x": x, "y": y, "entry": label} for label in labels]
    enc = _xy(chart)
    colours = [_tint(e.colour) if e.shape == "hatched" else e.colour for e in entries]
    enc["color"] = {"field": "entry", "type": "nominal", "scale": {"domain": labels, "range": colours},
                    "legend": {"title": "", "orient": orient, "symbolStrokeWidth": 2, "symbolLimit": 0,
                               "labelLimit": 400, "direction": "vertical"}}  # fmt: skip
    # the same scale (and legend) for the symbols' outline: a line's entry (the "stroke" symbol) is all outline
    enc["stroke"] = {**enc["color"], "legend": dict(enc["color"]["legend"])}
    enc["shape"] = {"field": "entry", "type": "nominal", "legend": dict(enc["color"]["legend"]),
                    "scale": {"domain": labels, "range": [SHAPES[e.shape] for e in entries]}}  # fmt: skip
    return {"data": {"values": rows}, "mark": {"type": "point", "filled": True, "opacity": 0},
            "encoding": enc, "usermeta": {"role": "legend"}}  # fmt: skip
