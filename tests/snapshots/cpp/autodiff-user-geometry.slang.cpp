tests/compute/autodiff-user-geometry.slang:28:53: error[NSL3150]: cannot lower to C++: the op 'math.refract'
