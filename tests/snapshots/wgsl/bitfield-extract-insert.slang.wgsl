tests/compute/bitfield-extract-insert.slang:20:16: error[NSL3156]: the wgsl target has no 8-bit integers
