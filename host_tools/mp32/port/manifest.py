# firmware/tabletop (rules and app) frozen into mini32f and mini64f: build.sh copies it into
# frozen/ beside this file
freeze("frozen", "tabletop")
