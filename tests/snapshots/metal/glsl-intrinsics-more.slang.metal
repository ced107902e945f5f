tests/compute/glsl-intrinsics-more.slang:52:35: error[NSL3156]: the metal target has no 64-bit floats
