-- wrk script of scripts/load-registry: each request takes the next path of a rotation
-- (list, info, manifest and file routes), given after `--` on wrk's command line. A
-- path ending in `#files` is asked with MiniAppKit's Accept header (the per-file
-- manifest answer); the others with none (the answer Rakuten's SDK reads).
-- Every thread starts at another place in the rotation, so the routes are mixed at
-- every moment of the run and not taken in lock-step.

local paths = {}
-- wrk.format takes the whole header table: the command line's headers (the apiKey)
-- plus the Accept header, made once in init.
local files_headers = {}
local next_index = 0
local threads = 0

-- Runs in the main state, once per thread, before the thread starts.
function setup(thread)
    thread:set("offset", threads * 7)
    threads = threads + 1
end

function init(args)
    for _, path in ipairs(args) do
        paths[#paths + 1] = path
    end
    if #paths == 0 then
        error("load-registry.lua: give the paths to rotate over after --")
    end
    next_index = (tonumber(offset) or 0) % #paths
    for name, value in pairs(wrk.headers) do
        files_headers[name] = value
    end
    files_headers["Accept"] = "application/vnd.miniappkit.manifest+json"
end

function request()
    next_index = next_index % #paths + 1
    local path = paths[next_index]
    local plain = path:match("^(.*)#files$")
    if plain then
        return wrk.format("GET", plain, files_headers)
    end
    return wrk.format("GET", path)
end
