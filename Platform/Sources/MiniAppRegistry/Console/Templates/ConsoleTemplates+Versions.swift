extension ConsoleTemplates {
    static let app = #"""
        {{<layout}}{{$main}}
        {{#content}}
        <p class="crumbs"><a href="/console/projects">Projects</a> › <a href="{{projectLink}}">{{project}}</a> › {{id}}</p>
        <h1><span class="app-name">{{#icon}}<img class="icon" src="{{.}}" alt="" width="40" height="40">{{/icon}}{{displayName}}</span> <span class="id">({{id}})</span></h1>
        <section class="card" aria-labelledby="status-heading">
        <h2 id="status-heading">Published</h2>
        {{#published}}<p id="published-version">Hosts get <strong>{{tag}}</strong> (<code>{{versionId}}</code>){{#since}}, published <time datetime="{{iso}}">{{text}}</time>{{/since}}.</p>
        <div class="actions">
        <form method="post" action="{{link}}/rollback" data-confirm="Withdraw {{tag}} and publish the version before it?">
        <input type="hidden" name="csrf" value="{{session.csrf}}">
        <button type="submit" id="roll-back">Roll back to the previous version</button>
        </form>
        <form method="post" action="{{link}}/unpublish" data-confirm="Take {{displayName}} out of the hosts' lists?">
        <input type="hidden" name="csrf" value="{{session.csrf}}">
        <button type="submit" class="secondary" id="unpublish">Unpublish</button>
        </form>
        </div>
        {{/published}}
        {{^published}}<p id="published-version">Not published: hosts do not list this app. Publish a version below.</p>{{/published}}
        </section>
        <h2>Versions</h2>
        <table class="list" id="versions">
        <thead><tr><th scope="col">Tag</th><th scope="col">Version id</th><th scope="col">Size</th><th scope="col">Files</th><th scope="col">Uploaded</th><th scope="col">State</th><th scope="col">Actions</th></tr></thead>
        <tbody>
        {{#versions}}
        <tr id="version-{{versionTag}}" data-version-id="{{versionId}}">
        <td data-label="Tag"><a href="{{link}}">{{versionTag}}</a></td>
        <td data-label="Version id"><code class="wrap">{{versionId}}</code></td>
        <td data-label="Size">{{size}}</td>
        <td data-label="Files">{{files}}</td>
        <td data-label="Uploaded"><time datetime="{{uploaded.iso}}">{{uploaded.text}}</time></td>
        <td data-label="State">{{#isPublished}}<strong class="published">published</strong>{{/isPublished}}{{^isPublished}}{{state}}{{/isPublished}}</td>
        <td data-label="Actions" class="actions">
        {{^isPublished}}<form method="post" action="{{appLink}}/publish"><input type="hidden" name="csrf" value="{{session.csrf}}"><input type="hidden" name="versionId" value="{{versionId}}"><button type="submit" class="publish" aria-label="Publish {{versionTag}}">Publish</button></form>{{/isPublished}}
        <form method="post" action="{{link}}/preview-codes"><input type="hidden" name="csrf" value="{{session.csrf}}"><button type="submit" class="secondary preview" aria-label="Preview code for {{versionTag}}">Preview code</button></form>
        {{#deletable}}<form method="post" action="{{link}}/delete" data-confirm="Delete version {{versionTag}}? It was never published."><input type="hidden" name="csrf" value="{{session.csrf}}"><button type="submit" class="danger delete" aria-label="Delete {{versionTag}}">Delete</button></form>{{/deletable}}
        </td>
        </tr>
        {{/versions}}
        </tbody>
        </table>
        <h2 id="upload-heading">Upload a new version</h2>
        {{#upload}}{{>upload-form}}{{/upload}}
        {{/content}}
        {{/main}}{{/layout}}
        """#

    static let version = #"""
        {{<layout}}{{$main}}
        {{#content}}
        <p class="crumbs"><a href="/console/projects">Projects</a> › <a href="{{projectLink}}">{{project}}</a> › <a href="{{appLink}}">{{app}}</a> › {{versionTag}}</p>
        <h1>{{displayName}} {{versionTag}}</h1>
        <dl class="facts card">
        <dt>Version id</dt><dd><code class="wrap" id="version-id">{{versionId}}</code></dd>
        <dt>State</dt><dd>{{#isPublished}}<strong class="published">published</strong>{{/isPublished}}{{^isPublished}}{{state}}{{/isPublished}}</dd>
        <dt>Uploaded</dt><dd><time datetime="{{uploaded.iso}}">{{uploaded.text}}</time></dd>
        <dt>Size</dt><dd>{{size}} in {{fileCount}} files</dd>
        {{#icon}}<dt>Icon</dt><dd><img class="icon" src="{{.}}" alt="the app's icon" width="48" height="48"></dd>{{/icon}}
        </dl>
        <section aria-labelledby="preview-heading">
        <h2 id="preview-heading">Preview codes</h2>
        <p class="help">A tester's host app opens this version, published or not, with a code.</p>
        <form method="post" action="{{link}}/preview-codes">
        <input type="hidden" name="csrf" value="{{session.csrf}}">
        <button type="submit" id="create-preview-code">Create a preview code</button>
        </form>
        <ul class="codes" id="preview-codes">
        {{#previewCodes}}
        <li class="card code"><img src="{{qr}}" alt="QR code for preview code {{code}}" width="{{pixels}}" height="{{pixels}}"><div><p class="code-text"><code>{{code}}</code></p><p class="help">made <time datetime="{{created.iso}}">{{created.text}}</time></p></div></li>
        {{/previewCodes}}
        </ul>
        </section>
        <section aria-labelledby="permissions-heading">
        <h2 id="permissions-heading">Permissions</h2>
        <h3>Required</h3>
        {{^empty(required)}}<table class="list" id="required-permissions"><thead><tr><th scope="col">Permission</th><th scope="col">Reason</th></tr></thead><tbody>{{#required}}<tr><td data-label="Permission"><code>{{name}}</code></td><td data-label="Reason">{{reason}}</td></tr>{{/required}}</tbody></table>{{/empty(required)}}
        {{#empty(required)}}<p class="muted">none</p>{{/empty(required)}}
        <h3>Optional</h3>
        {{^empty(optional)}}<table class="list" id="optional-permissions"><thead><tr><th scope="col">Permission</th><th scope="col">Reason</th></tr></thead><tbody>{{#optional}}<tr><td data-label="Permission"><code>{{name}}</code></td><td data-label="Reason">{{reason}}</td></tr>{{/optional}}</tbody></table>{{/empty(optional)}}
        {{#empty(optional)}}<p class="muted">none</p>{{/empty(optional)}}
        <h3>Access tokens</h3>
        {{^empty(accessTokens)}}<table class="list" id="access-tokens"><thead><tr><th scope="col">Audience</th><th scope="col">Scopes</th></tr></thead><tbody>{{#accessTokens}}<tr><td data-label="Audience"><code>{{audience}}</code></td><td data-label="Scopes">{{scopes}}</td></tr>{{/accessTokens}}</tbody></table>{{/empty(accessTokens)}}
        {{#empty(accessTokens)}}<p class="muted">none</p>{{/empty(accessTokens)}}
        </section>
        <section aria-labelledby="metadata-heading">
        <h2 id="metadata-heading">Custom metadata</h2>
        {{^empty(metadata)}}<table class="list" id="custom-metadata"><thead><tr><th scope="col">Key</th><th scope="col">Value</th></tr></thead><tbody>{{#metadata}}<tr><td data-label="Key"><code>{{key}}</code></td><td data-label="Value">{{value}}</td></tr>{{/metadata}}</tbody></table>{{/empty(metadata)}}
        {{#empty(metadata)}}<p class="muted">none</p>{{/empty(metadata)}}
        </section>
        <section aria-labelledby="files-heading">
        <h2 id="files-heading">Files</h2>
        <table class="list" id="files">
        <thead><tr><th scope="col">Path</th><th scope="col">Size</th><th scope="col">SHA-256</th></tr></thead>
        <tbody>
        {{#files}}<tr><td data-label="Path"><code class="wrap">{{path}}</code></td><td data-label="Size">{{size}}</td><td data-label="SHA-256"><code class="hash" title="{{sha256}}">{{shortHash}}…</code></td></tr>{{/files}}
        </tbody>
        </table>
        </section>
        {{/content}}
        {{/main}}{{/layout}}
        """#
}
