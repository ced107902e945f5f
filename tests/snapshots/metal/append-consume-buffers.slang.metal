tests/compute/append-consume-buffers.slang:25:5: error[NSL3150]: cannot lower to Metal: a buffer's length (Metal buffers carry none; not implemented)
