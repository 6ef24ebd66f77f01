"""schemathesis hooks of scripts/api-check: request bodies for `application/zip`.

schemathesis cannot make a zip from `{type: string}`, so uploadVersion gets bodies from
this strategy: arbitrary bytes (not a zip at all), and real zips that are bundles or
nearly so: an `index.html` or not, entry names drawn from awkward text (`..`, `/`,
backslashes, NULs, non-ASCII, a name that is both a file and a folder, duplicates), a
`manifest.json` that may or may not be JSON, stored or deflated entries. The server must
answer each with a documented status and body: 201, or a 4xx with `{code, message, reason}`.
"""

import io
import os
import json
import warnings
import zipfile

import schemathesis
from hypothesis import strategies as st

awkward_segment = st.one_of(
    st.sampled_from(["..", ".", "", "a", "a b", "é", "日本", "%2e%2e", "CON", "x" * 300, "a\\b", "a\x00b", "~", "-"]),
    st.text(min_size=1, max_size=12),
)
entry_name = st.one_of(
    st.sampled_from(["index.html", "app.js", "a", "a/b", "A", "dir/", "/abs", "manifest.json", "_locale/en/manifest.json"]),
    st.lists(awkward_segment, min_size=1, max_size=4).map("/".join),
)
json_text = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=10,
).map(json.dumps)
manifest = st.one_of(
    json_text,
    st.fixed_dictionaries({}, optional={
        "reqPermissions": st.lists(st.fixed_dictionaries({"name": st.text(max_size=30), "reason": st.text(max_size=30)}), max_size=3),
        "optPermissions": st.lists(st.fixed_dictionaries({"name": st.text(max_size=30), "reason": st.text(max_size=30)}), max_size=3),
        "customMetaData": st.dictionaries(st.text(max_size=10), st.text(max_size=10), max_size=3),
    }).map(json.dumps),
    st.binary(max_size=40).map(lambda b: b.decode("latin-1")),
)


plain_name = st.lists(st.from_regex(r"[a-z0-9_-]{1,8}", fullmatch=True), min_size=1, max_size=3).map("/".join).map(lambda n: n + ".js")


@st.composite
def bundles(draw):
    """A bundle the registry should take: index.html, plain names, maybe a manifest."""
    entries = [("index.html", b"<!doctype html>" + draw(st.binary(max_size=200)))]
    names = draw(st.lists(plain_name, max_size=5, unique_by=str.lower))
    entries += [(name, draw(st.binary(max_size=100))) for name in names]
    if draw(st.booleans()):
        entries.append(("manifest.json", draw(manifest).encode("utf-8", "surrogatepass")))
    return zipped(entries, draw(st.sampled_from([zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED])))


@st.composite
def awkward_bundles(draw):
    """A zip that is a bundle or nearly so, with whatever names and manifest."""
    entries = []
    if draw(st.booleans()):
        entries.append(("index.html", draw(st.binary(max_size=200)) or b"<!doctype html>"))
    if draw(st.booleans()):
        entries.append(("manifest.json", draw(manifest).encode("utf-8", "surrogatepass")))
    for name in draw(st.lists(entry_name, max_size=5)):
        entries.append((name, draw(st.binary(max_size=100))))
    return zipped(entries, draw(st.sampled_from([zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED])))


def zipped(entries, method):
    buffer = io.BytesIO()
    with warnings.catch_warnings(), zipfile.ZipFile(buffer, "w", compression=method) as archive:
        # Duplicate names are meant (the server must refuse them): no warning for each.
        warnings.simplefilter("ignore", UserWarning)
        for name, data in entries:
            try:
                archive.writestr(name, data)
            except (ValueError, UnicodeEncodeError, IndexError):
                pass  # a name zipfile itself cannot store (IndexError: an empty one)
    return buffer.getvalue()


schemathesis.openapi.media_type("application/zip", st.one_of(bundles(), awkward_bundles(), st.binary(min_size=1, max_size=300)))


# With MINIAPP_API_CHECK_LOG set, one line per request: the operation and the status,
# so a run can show which answers it reached (201s of uploads, 200s of manifests…).
if os.environ.get("MINIAPP_API_CHECK_LOG"):

    @schemathesis.hook
    def after_call(context, case, response):
        with open(os.environ["MINIAPP_API_CHECK_LOG"], "a", encoding="utf-8") as log:
            log.write(f"{case.operation.label} {response.status_code}\n")
