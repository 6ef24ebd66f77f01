/// The console's Mustache templates, by name. Each page extends `layout`, filling its
/// `main` block; they are Swift strings so the binary carries them (no resource folder
/// to install beside `miniapp`).
enum ConsoleTemplates {
    static let all: [(String, String)] = [
        ("layout", layout), ("sign-in", signIn), ("error", error), ("projects", projects), ("project", project),
        ("app", app), ("version", version), ("keys", keys), ("tokens", tokens), ("audit", audit), ("upload-form", uploadForm),
    ]

    static let layout = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="same-origin">
        <title>{{title}} · MiniApp console</title>
        <link rel="stylesheet" href="/console/assets/console.css">
        <script src="/console/assets/console.js" defer></script>
        </head>
        <body>
        <a class="skip" href="#main">Skip to content</a>
        <header class="top">
        <a class="brand" href="/console">MiniApp console</a>
        {{#session}}
        <nav aria-label="Main">
        <a href="/console/projects">Projects</a>
        <a href="/console/keys">Signing keys</a>
        <a href="/console/tokens">Tokens</a>
        <a href="/console/audit">Audit log</a>
        </nav>
        <form method="post" action="/console/sign-out" class="sign-out">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <span class="who">{{who}}</span>
        <button type="submit" id="sign-out">Sign out</button>
        </form>
        {{/session}}
        </header>
        <main id="main" tabindex="-1">
        {{#notice}}<p class="notice" role="status">{{.}}</p>{{/notice}}
        {{$main}}{{/main}}
        </main>
        </body>
        </html>
        """#

    static let signIn = #"""
        {{<layout}}{{$main}}
        <h1>Sign in</h1>
        {{#content}}
        {{#error}}<p class="error" role="alert" id="sign-in-error">{{.}}</p>{{/error}}
        <form method="post" action="/console/sign-in" class="card narrow">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label for="token">Token</label>
        <input id="token" name="token" type="password" autocomplete="off" spellcheck="false" required aria-describedby="token-help">
        <p id="token-help" class="help">An operator token (<code>miniapp operator token</code>) shows every project; a publisher token (<code>miniapp project token ID</code>) shows only its project.</p>
        <button type="submit" id="sign-in">Sign in</button>
        </form>
        {{/content}}
        {{/main}}{{/layout}}
        """#

    static let error = #"""
        {{<layout}}{{$main}}
        {{#content}}
        <h1>{{heading}}</h1>
        <p class="error" role="alert" id="error-message">{{message}}</p>
        <p><a href="{{back}}">{{backLabel}}</a></p>
        {{/content}}
        {{/main}}{{/layout}}
        """#

    /// The upload control shared by the project page (a new app) and the app page (a new version).
    static let uploadForm = #"""
        <form class="card upload" id="upload-form" data-action="{{action}}" data-app-field="{{askApp}}">
        <input type="hidden" name="csrf" value="{{session.csrf}}">
        {{#askApp}}
        <label for="upload-app">App id</label>
        <input id="upload-app" name="app" required aria-describedby="upload-app-help" autocomplete="off" spellcheck="false">
        <p id="upload-app-help" class="help">Letters, digits, '-', '_' and '.'; hosts ask for the app by this id.</p>
        {{/askApp}}
        <label for="upload-file">Bundle (.zip)</label>
        <div class="drop" id="upload-drop">
        <input id="upload-file" name="file" type="file" accept=".zip,application/zip" required aria-describedby="upload-file-help">
        <p id="upload-file-help" class="help">Choose a zip, or drop one here. It needs <code>index.html</code> at its root; <code>miniapp pack</code> builds one.</p>
        </div>
        <label for="upload-tag">Version tag <span class="optional">(optional)</span></label>
        <input id="upload-tag" name="versionTag" maxlength="128" aria-describedby="upload-tag-help" autocomplete="off">
        <p id="upload-tag-help" class="help">Like 1.2.0; empty for the next number. A tag is used once per app.</p>
        <label for="upload-name">Display name <span class="optional">(optional)</span></label>
        <input id="upload-name" name="displayName" autocomplete="off">
        <div class="check"><input id="upload-publish" name="publish" type="checkbox" value="true"><label for="upload-publish">Publish it at once</label></div>
        <button type="submit" id="upload-submit">Upload</button>
        <progress id="upload-progress" max="100" value="0" hidden aria-label="Upload progress"></progress>
        <p id="upload-status" class="status" role="status" aria-live="polite"></p>
        </form>
        """#
}
