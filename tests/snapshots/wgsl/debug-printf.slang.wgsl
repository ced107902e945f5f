tests/compute/debug-printf.slang:12:5: error[NSL3150]: cannot lower to WGSL: the op 'gpu.printf'
