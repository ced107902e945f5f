tests/graphics/mesh.slang:47:5: error[E56104]: mesh output must be assigned as whole struct: a whole element must be assigned to a mesh output at once for the Metal target
tests/graphics/mesh.slang:48:5: error[E56104]: mesh output must be assigned as whole struct: a whole element must be assigned to a mesh output at once for the Metal target
tests/graphics/mesh.slang:49:5: error[E56104]: mesh output must be assigned as whole struct: a whole element must be assigned to a mesh output at once for the Metal target
