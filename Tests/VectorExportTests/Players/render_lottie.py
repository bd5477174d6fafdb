#!/usr/bin/env python3
"""Draws frames of Lottie files with a real player, on white, to PNG files.

usage: render_lottie.py rlottie|thorvg MANIFEST.json SIZE

MANIFEST is a JSON list of {"lottie": path, "frame": k, "out": png path}. Every file is loaded
once and all its frames drawn in this one process. Exits 3 when the player is not installed.
"""
import json
import sys


def composite_on_white(image):
    from PIL import Image
    background = Image.new("RGBA", image.size, (255, 255, 255, 255))
    background.alpha_composite(image.convert("RGBA"))
    return background.convert("RGB")


def by_file(manifest):
    groups = {}
    for item in manifest:
        groups.setdefault(item["lottie"], []).append(item)
    return groups


def render_rlottie(manifest, size):
    from rlottie_python import LottieAnimation
    for path, items in by_file(manifest).items():
        animation = LottieAnimation.from_file(path)
        for item in items:
            image = animation.render_pillow_frame(frame_num=item["frame"], width=size, height=size)
            composite_on_white(image).save(item["out"])


def render_thorvg(manifest, size):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(size, size)
    for path, items in by_file(manifest).items():
        animation = tvg.LottieAnimation(engine)
        picture = animation.get_picture()
        if picture.load(path) != tvg.Result.SUCCESS:
            raise SystemExit(f"thorvg cannot load {path}")
        picture.set_size(size, size)
        canvas.add(picture)
        for item in items:
            animation.set_frame(float(item["frame"]))
            canvas.update()
            canvas.draw(True)
            canvas.sync()
            composite_on_white(canvas.get_pillow()).save(item["out"])
        canvas.remove(picture)
    engine.term()


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("rlottie", "thorvg"):
        raise SystemExit(__doc__)
    player, manifest_path, size = sys.argv[1], sys.argv[2], int(sys.argv[3])
    try:
        if player == "rlottie":
            import rlottie_python  # noqa: F401
        else:
            import thorvg_python  # noqa: F401
    except ImportError as error:
        print(f"{player} is not installed ({error}); run `make deps`", file=sys.stderr)
        sys.exit(3)
    with open(manifest_path) as f:
        manifest = json.load(f)
    (render_rlottie if player == "rlottie" else render_thorvg)(manifest, size)


if __name__ == "__main__":
    main()
