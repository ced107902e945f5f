tests/compute/glsl-buffer-length.slang:29:13: error[NSL3150]: cannot lower to Metal: a buffer's length (Metal buffers carry none; not implemented)
