/// The console's stylesheet and script, served from `/console/assets/` (the
/// Content-Security-Policy allows no inline code). Hand-written, no framework: the pages
/// work without the script except for uploads, which need it for the progress bar.
enum ConsoleAssets {
    static let css = #"""
        :root { --ink: #1b1f24; --muted: #5b6470; --line: #d5d9de; --accent: #0b5cad; --danger: #a4161a; --bg: #f6f7f9; --ok: #1d6b35; color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: var(--ink); background: var(--bg); }
        a { color: var(--accent); }
        :focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 8px; top: 8px; background: #fff; padding: 8px; z-index: 2; }
        .top { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; padding: 10px 20px; background: #14213d; color: #fff; }
        .top a { color: #fff; }
        .brand { font-weight: 700; text-decoration: none; margin-right: auto; }
        .top nav { display: flex; flex-wrap: wrap; gap: 4px 16px; }
        .sign-out { display: flex; gap: 10px; align-items: center; margin: 0; }
        .who { font-size: 14px; opacity: .9; }
        main { max-width: 1100px; margin: 0 auto; padding: 16px 20px 48px; }
        main:focus { outline: none; }
        h1 { font-size: 1.6rem; margin: .4em 0 .6em; overflow-wrap: anywhere; }
        h2 { font-size: 1.25rem; margin: 1.4em 0 .5em; }
        h3 { font-size: 1.05rem; margin: 1em 0 .4em; }
        .id, .muted, .help, .optional { color: var(--muted); }
        .help { font-size: 14px; margin: 4px 0 12px; }
        .crumbs { font-size: 14px; margin: 0; overflow-wrap: anywhere; }
        .card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin: 12px 0; }
        .card > h2:first-child { margin-top: 0; }
        .narrow { max-width: 520px; }
        label { display: block; font-weight: 600; margin: 10px 0 4px; }
        input[type=text], input:not([type]), input[type=password], input[type=file] { width: 100%; max-width: 100%; padding: 8px; font: inherit; border: 1px solid #8a939e; border-radius: 6px; background: #fff; }
        .check { display: flex; gap: 8px; align-items: center; margin: 12px 0; }
        .check label { margin: 0; font-weight: 400; }
        button { font: inherit; padding: 8px 14px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
        button.secondary { background: #fff; color: var(--accent); }
        button.danger { background: #fff; color: var(--danger); border-color: var(--danger); }
        button:disabled { opacity: .6; cursor: wait; }
        form { margin: 0; }
        .actions { display: flex; flex-wrap: wrap; gap: 6px; }
        code { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: .9em; }
        .wrap { overflow-wrap: anywhere; word-break: break-all; }
        table.list { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--line); border-radius: 8px; margin: 8px 0 16px; }
        table.list th, table.list td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
        table.list th { font-size: 14px; color: var(--muted); background: #fafbfc; }
        .published { color: var(--ok); }
        .notice { background: #e6f4ea; border: 1px solid #a8d5b5; padding: 10px 14px; border-radius: 6px; }
        .error { background: #fdecea; border: 1px solid #f5b5ad; color: var(--danger); padding: 10px 14px; border-radius: 6px; }
        .status:empty { display: none; }
        .status.failed { color: var(--danger); font-weight: 600; }
        .app-name { display: inline-flex; align-items: center; gap: 8px; }
        .icon { width: 32px; height: 32px; border-radius: 6px; object-fit: cover; }
        .placeholder { display: inline-flex; align-items: center; justify-content: center; background: #dbe4ef; color: #14213d; font-weight: 700; }
        h1 .icon { width: 40px; height: 40px; }
        .drop { border: 2px dashed #8a939e; border-radius: 8px; padding: 12px; }
        .drop.over { border-color: var(--accent); background: #eef5fc; }
        progress { width: 100%; height: 14px; margin-top: 12px; }
        .facts { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; }
        .facts dt { font-weight: 600; }
        .facts dd { margin: 0; overflow-wrap: anywhere; }
        .codes { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 12px; }
        .code { display: flex; gap: 16px; align-items: center; margin: 0; }
        .code img { image-rendering: pixelated; max-width: 100%; height: auto; }
        .code-text { font-size: 1.6rem; letter-spacing: .08em; margin: 0; }
        .pin { font-size: 12px; }
        @media (max-width: 640px) {
            body { font-size: 15px; }
            main { padding: 12px 12px 40px; }
            .top { padding: 10px 12px; }
            table.list, table.list tbody, table.list tr, table.list td { display: block; width: 100%; }
            table.list thead { position: absolute; left: -9999px; }
            table.list tr { border-bottom: 2px solid var(--line); padding: 6px 0; }
            table.list td { border: none; padding: 3px 10px; }
            table.list td::before { content: attr(data-label); display: block; font-size: 12px; color: var(--muted); font-weight: 600; }
            .facts { grid-template-columns: 1fr; }
            .code { flex-direction: column; align-items: flex-start; }
        }
        """#

    static let script = #"""
        "use strict";
        // Times: the page carries UTC; show them in the viewer's own time zone.
        function localTimes() {
          for (const element of document.querySelectorAll("time[datetime]")) {
            const date = new Date(element.getAttribute("datetime"));
            if (isNaN(date)) continue;
            element.title = element.textContent;
            element.textContent = date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
          }
        }
        // Forms that change something a host relies on ask first.
        function confirmations() {
          for (const form of document.querySelectorAll("form[data-confirm]")) {
            form.addEventListener("submit", (event) => {
              if (!window.confirm(form.dataset.confirm)) event.preventDefault();
            });
          }
        }
        // Uploads: the zip is the request body, so the progress bar can follow it.
        function uploads() {
          const form = document.getElementById("upload-form");
          if (!form) return;
          const file = document.getElementById("upload-file");
          const drop = document.getElementById("upload-drop");
          const progress = document.getElementById("upload-progress");
          const status = document.getElementById("upload-status");
          const submit = document.getElementById("upload-submit");
          const say = (text, failed) => { status.textContent = text; status.classList.toggle("failed", !!failed); };
          drop.addEventListener("dragover", (event) => { event.preventDefault(); drop.classList.add("over"); });
          drop.addEventListener("dragleave", () => drop.classList.remove("over"));
          drop.addEventListener("drop", (event) => {
            event.preventDefault();
            drop.classList.remove("over");
            if (event.dataTransfer.files.length) { file.files = event.dataTransfer.files; say("Ready: " + file.files[0].name); }
          });
          form.addEventListener("submit", (event) => {
            event.preventDefault();
            const chosen = file.files[0];
            if (!chosen) { say("Choose a zip file first.", true); file.focus(); return; }
            let action = form.dataset.action;
            if (form.dataset.appField === "true") {
              const app = form.elements.app.value.trim();
              if (!app) { say("Enter an app id.", true); form.elements.app.focus(); return; }
              action += encodeURIComponent(app) + "/versions";
            }
            const query = new URLSearchParams();
            if (form.elements.versionTag.value.trim()) query.set("versionTag", form.elements.versionTag.value.trim());
            if (form.elements.displayName.value.trim()) query.set("displayName", form.elements.displayName.value.trim());
            if (form.elements.publish.checked) query.set("publish", "true");
            const request = new XMLHttpRequest();
            request.open("POST", action + (query.toString() ? "?" + query : ""));
            request.setRequestHeader("X-CSRF-Token", form.elements.csrf.value);
            request.setRequestHeader("Content-Type", "application/zip");
            progress.hidden = false;
            progress.value = 0;
            submit.disabled = true;
            say("Uploading " + chosen.name + "…");
            request.upload.addEventListener("progress", (e) => { if (e.lengthComputable) progress.value = Math.round(100 * e.loaded / e.total); });
            request.addEventListener("load", () => {
              submit.disabled = false;
              let answer = {};
              try { answer = JSON.parse(request.responseText); } catch (_) {}
              if (request.status === 201 && answer.location) { progress.value = 100; say("Uploaded."); window.location.assign(answer.location); return; }
              progress.hidden = true;
              say("Upload refused: " + (answer.message || ("the server answered " + request.status)), true);
            });
            request.addEventListener("error", () => { submit.disabled = false; progress.hidden = true; say("The upload failed: the server could not be reached.", true); });
            request.send(chosen);
          });
        }
        document.addEventListener("DOMContentLoaded", () => { localTimes(); confirmations(); uploads(); });
        """#
}
