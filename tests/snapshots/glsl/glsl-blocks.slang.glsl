#version 450
