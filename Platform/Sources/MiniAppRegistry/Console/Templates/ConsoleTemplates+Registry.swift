extension ConsoleTemplates {
    static let keys = #"""
        {{<layout}}{{$main}}
        <h1>Signing keys</h1>
        {{#content}}
        <p class="help">Manifests are signed with the active key. Hosts pin keys with the pin string (<code>miniapp open --pin-key</code>, <code>MiniAppSdkConfig.pinnedKeys</code>); after a rotation, old keys stay served so pinned hosts keep verifying.</p>
        <table class="list" id="keys">
        <thead><tr><th scope="col">Key id</th><th scope="col">Created</th><th scope="col">State</th><th scope="col">Signs for</th><th scope="col">Pin string</th></tr></thead>
        <tbody>
        {{#keys}}
        <tr{{#active}} class="active-key"{{/active}}><td data-label="Key id"><code>{{id}}</code></td><td data-label="Created"><time datetime="{{created.iso}}">{{created.text}}</time></td><td data-label="State">{{#active}}<strong>active</strong>{{/active}}{{^active}}retired{{/active}}</td><td data-label="Signs for">{{#project}}project {{project}}{{/project}}{{^project}}every project without keys of its own{{/project}}</td><td data-label="Pin string"><code class="wrap pin">{{pin}}</code></td></tr>
        {{/keys}}
        </tbody>
        </table>
        {{#session.isOperator}}
        <form method="post" action="/console/keys/rotate" class="card narrow" data-confirm="Create a new signing key and sign with it from now on? Hosts must pin it.">
        <input type="hidden" name="csrf" value="{{session.csrf}}">
        <button type="submit" id="rotate-signing-key">Rotate the signing key</button>
        </form>
        {{/session.isOperator}}
        {{/content}}
        {{/main}}{{/layout}}
        """#

    static let tokens = #"""
        {{<layout}}{{$main}}
        <h1>Tokens</h1>
        {{#content}}
        <p class="help">{{scope}} Tokens are issued with <code>miniapp operator token</code> and <code>miniapp project token</code>; only their hashes are kept, so a token is named here by the first digits of its hash.</p>
        {{#empty(tokens)}}<p>No tokens have been issued.</p>{{/empty(tokens)}}
        {{^empty(tokens)}}
        <table class="list" id="tokens">
        <thead><tr><th scope="col">Id</th><th scope="col">Kind</th><th scope="col">Project</th><th scope="col">Label</th><th scope="col">Issued</th><th scope="col">Expires</th><th scope="col">State</th>{{#session.isOperator}}<th scope="col">Revoke</th>{{/session.isOperator}}</tr></thead>
        <tbody>
        {{#tokens}}
        <tr><td data-label="Id"><code>{{id}}</code></td><td data-label="Kind">{{kind}}</td><td data-label="Project">{{project}}</td><td data-label="Label">{{label}}</td><td data-label="Issued"><time datetime="{{issued.iso}}">{{issued.text}}</time></td><td data-label="Expires">{{#expires}}<time datetime="{{iso}}">{{text}}</time>{{/expires}}{{^expires}}never{{/expires}}</td><td data-label="State">{{state}}</td>{{#session.isOperator}}<td>{{#revocable}}<form method="post" action="/console/tokens/{{id}}/revoke" data-confirm="Revoke token {{id}} ({{label}})? It stops working at once and its console sessions end."><input type="hidden" name="csrf" value="{{session.csrf}}"><button type="submit" class="danger" id="revoke-{{id}}">Revoke</button></form>{{/revocable}}</td>{{/session.isOperator}}</tr>
        {{/tokens}}
        </tbody>
        </table>
        {{/empty(tokens)}}
        {{/content}}
        {{/main}}{{/layout}}
        """#

    static let audit = #"""
        {{<layout}}{{$main}}
        <h1>Audit log</h1>
        {{#content}}
        <p class="help">{{scope}} Newest first; the last {{limit}} changes.</p>
        {{#empty(entries)}}<p>Nothing has changed yet.</p>{{/empty(entries)}}
        {{^empty(entries)}}
        <table class="list" id="audit">
        <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Project</th><th scope="col">What</th></tr></thead>
        <tbody>
        {{#entries}}
        <tr><td data-label="When"><time datetime="{{at.iso}}">{{at.text}}</time></td><td data-label="Who">{{actor}}</td><td data-label="Action"><code>{{action}}</code></td><td data-label="Project">{{project}}</td><td data-label="What">{{detail}}</td></tr>
        {{/entries}}
        </tbody>
        </table>
        {{/empty(entries)}}
        {{/content}}
        {{/main}}{{/layout}}
        """#
}
