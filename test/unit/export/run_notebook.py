"""Runs a notebook's code cells in order, in one namespace, with the notebook's folder as the
working directory (as Jupyter does), and prints JSON on stdout: for each code cell, its id,
whether it ran, its error if any, and `result` when the cell assigned a DataFrame or Series to
it. No nbformat/nbclient needed: only the standard library and what the cells import."""
import contextlib
import io
import json
import math
import os
import sys
import traceback


def plain(value):
    """A cell value as JSON: NaN/NaT become None, numbers stay numbers, the rest text."""
    if value is None:
        return None
    try:
        import pandas as pd
        if pd.isna(value):
            return None
    except (TypeError, ValueError):
        pass
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return None if isinstance(value, float) and math.isnan(value) else value
    if hasattr(value, "item"):
        return plain(value.item())
    return str(value)


def table(result):
    import pandas as pd
    if isinstance(result, pd.Series):
        result = result.reset_index()
    if not isinstance(result, pd.DataFrame):
        return None
    return {"columns": [str(c) for c in result.columns], "rows": [[plain(v) for v in row] for row in result.itertuples(index=False, name=None)]}


def main(path):
    with open(path, encoding="utf-8") as handle:
        notebook = json.load(handle)
    os.chdir(os.path.dirname(os.path.abspath(path)))
    namespace = {"__name__": "__main__"}
    report = []
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        namespace.pop("result", None)
        entry = {"id": cell["id"], "ok": True}
        with contextlib.redirect_stdout(io.StringIO()) as out:
            try:
                exec(compile(source, cell["id"], "exec"), namespace)
            except Exception:  # noqa: BLE001 - the report says what failed
                entry["ok"] = False
                entry["error"] = traceback.format_exc()
        entry["stdout"] = out.getvalue()[-2000:]
        if "result" in namespace:
            entry["result"] = table(namespace["result"])
        report.append(entry)
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
