tests/compute/autodiff-user-mix.slang:139:14: error[NSL3156]: the metal target has no 64-bit floats
