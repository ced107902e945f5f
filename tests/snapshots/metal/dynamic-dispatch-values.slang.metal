tests/compute/dynamic-dispatch-values.slang:39:1: error[NSL3150]: cannot lower to Metal: 64-bit floats (Metal has none)
