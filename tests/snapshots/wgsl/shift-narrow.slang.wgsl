tests/compute/shift-narrow.slang:22:17: error[NSL3156]: the wgsl target has no 8-bit integers
