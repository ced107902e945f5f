tests/compute/generic-type-join.slang:44:28: error[NSL3150]: cannot lower to Metal: 64-bit floats (Metal has none)
