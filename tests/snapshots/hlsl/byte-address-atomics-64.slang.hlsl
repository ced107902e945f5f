tests/compute/byte-address-atomics-64.slang:8:1: error[NSL3150]: cannot lower to HLSL: a byte-address buffer's 64-bit atomics (a second view of the buffer)
