extension ConsoleTemplates {
    static let projects = #"""
        {{<layout}}{{$main}}
        <h1>Projects</h1>
        {{#content}}
        {{#empty(projects)}}<p>No projects yet.</p>{{/empty(projects)}}
        {{^empty(projects)}}
        <table class="list" id="projects">
        <thead><tr><th scope="col">Project</th><th scope="col">Name</th><th scope="col">Apps</th><th scope="col">Created</th></tr></thead>
        <tbody>
        {{#projects}}
        <tr><td data-label="Project"><a href="{{link}}">{{id}}</a></td><td data-label="Name">{{name}}</td><td data-label="Apps">{{apps}}</td><td data-label="Created"><time datetime="{{created.iso}}">{{created.text}}</time></td></tr>
        {{/projects}}
        </tbody>
        </table>
        {{/empty(projects)}}
        {{#session.isOperator}}
        <h2>New project</h2>
        <form method="post" action="/console/projects" class="card narrow">
        <input type="hidden" name="csrf" value="{{session.csrf}}">
        <label for="project-id">Project id</label>
        <input id="project-id" name="id" required maxlength="128" aria-describedby="project-id-help" autocomplete="off" spellcheck="false">
        <p id="project-id-help" class="help">Letters, digits, '-', '_' and '.'; hosts name it in every call.</p>
        <label for="project-name">Display name <span class="optional">(optional)</span></label>
        <input id="project-name" name="name" maxlength="200" autocomplete="off">
        <button type="submit" id="create-project">Create project</button>
        </form>
        {{/session.isOperator}}
        {{/content}}
        {{/main}}{{/layout}}
        """#

    static let project = #"""
        {{<layout}}{{$main}}
        {{#content}}
        <p class="crumbs"><a href="/console/projects">Projects</a> › {{id}}</p>
        <h1>{{name}} <span class="id">({{id}})</span></h1>
        <section aria-labelledby="key-heading" class="card">
        <h2 id="key-heading">Subscription key</h2>
        <p>Hosts send <code class="wrap" id="api-key">apiKey: ras-{{subscriptionKey}}</code></p>
        <form method="post" action="{{link}}/subscription-key" data-confirm="Give {{id}} a new subscription key? Hosts using the old one stop working at once.">
        <input type="hidden" name="csrf" value="{{session.csrf}}">
        <button type="submit" id="rotate-subscription-key">Rotate subscription key</button>
        </form>
        </section>
        <h2>Apps</h2>
        {{#empty(apps)}}<p>No apps yet: upload a bundle below.</p>{{/empty(apps)}}
        {{^empty(apps)}}
        <table class="list" id="apps">
        <thead><tr><th scope="col">App</th><th scope="col">Published version</th><th scope="col">Last published</th><th scope="col">Versions</th></tr></thead>
        <tbody>
        {{#apps}}
        <tr>
        <td data-label="App"><span class="app-name">{{#icon}}<img class="icon" src="{{.}}" alt="" width="32" height="32">{{/icon}}{{^icon}}<span class="icon placeholder" aria-hidden="true">{{initial}}</span>{{/icon}}<a href="{{link}}">{{displayName}}</a> <span class="id">{{id}}</span></span></td>
        <td data-label="Published version">{{#publishedTag}}{{.}}{{/publishedTag}}{{^publishedTag}}<span class="muted">not published</span>{{/publishedTag}}</td>
        <td data-label="Last published">{{#lastPublished}}<time datetime="{{iso}}">{{text}}</time>{{/lastPublished}}{{^lastPublished}}<span class="muted">never</span>{{/lastPublished}}</td>
        <td data-label="Versions">{{versions}}</td>
        </tr>
        {{/apps}}
        </tbody>
        </table>
        {{/empty(apps)}}
        <h2 id="upload-heading">Upload a new app</h2>
        {{#upload}}{{>upload-form}}{{/upload}}
        {{/content}}
        {{/main}}{{/layout}}
        """#
}
