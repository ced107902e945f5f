tests/compute/structured-buffer-c-layout.slang:22:1: error[NSL3156]: the hlsl target has no 8-bit integers
