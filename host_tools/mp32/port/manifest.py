# The rules (core and games) frozen into mini32f: build.sh copies them into frozen/ beside this file
freeze("frozen", "tabletop")
