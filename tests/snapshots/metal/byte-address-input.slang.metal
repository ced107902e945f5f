tests/compute/byte-address-input.slang:16:9: error[NSL3150]: cannot lower to Metal: a buffer's length (Metal buffers carry none; not implemented)
