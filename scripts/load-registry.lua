-- wrk script of scripts/load-registry: each request takes the next path of a rotation
-- (list, info, manifest and file routes), given after `--` on wrk's command line.
-- Every thread starts at another place in the rotation, so the routes are mixed at
-- every moment of the run and not taken in lock-step.

local paths = {}
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
end

function request()
    next_index = next_index % #paths + 1
    return wrk.format("GET", paths[next_index])
end
