tests/compute/global-struct-array-resources.slang:15:1: error[NSL3150]: cannot lower to WGSL: an array of buffers (WGSL has no descriptor arrays)
