tests/compute/descriptor-handle-uint64.slang:10:19: error[NSL3156]: the wgsl target has no 64-bit integers
