# Everything a fresh machine needs: `make demo` (the walkthrough) and `make test` (every test).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
export PIP_DISABLE_PIP_VERSION_CHECK := 1
export JUPYTER_PLATFORM_DIRS := 1

.PHONY: demo test unit notebooks bench lab figures screenshots lint clean dot chromium web site

$(BIN)/python:
	@bash .ci/ensure-venv $(PYTHON) $(VENV)

$(VENV)/.base: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e .
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[test]'
	-$(BIN)/pip uninstall -q -y rfc3987-syntax 2>/dev/null
	touch $@ $(VENV)/.base

$(VENV)/.site: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[site]'
	touch $@

dot:
	@bash .ci/ensure-graphviz

chromium:
	@bash .ci/ensure-chromium

# The browser runtime of `minimax-viz site`: the npm packages web/package-lock.json pins (the
# code editor bundled by esbuild), the wheels web/wheels.txt pins by hash, and a setuptools
# that builds minimax-viz's own wheel.
web: web/.installed

web/.installed: web/package-lock.json web/wheels.txt web/lab-wheels.txt web/fetch-wheels web/editor.mjs | $(BIN)/python
	@bash .ci/ensure-node
	cd web && npm ci --no-audit --no-fund --loglevel=error
	cd web && node_modules/.bin/esbuild editor.mjs --bundle --format=esm --minify \
	    --legal-comments=eof --metafile=dist/editor.meta.json --outfile=dist/editor.js --log-level=warning
	bash web/fetch-wheels $(abspath $(BIN)/python)
	$(BIN)/pip install -q 'setuptools>=70.1'
	touch $@

# Every lesson, the student's own minimax and the notebooks (JupyterLite) as one static folder
# (serve it, open index.html).
site: $(VENV)/.site dot web
	$(BIN)/minimax-viz site -o site --notebooks

demo: $(VENV)/.base dot
	$(BIN)/minimax-viz walkthrough

test: $(VENV)/.test dot chromium web
	$(BIN)/ruff check minimax_viz tests benchmarks
	$(BIN)/mypy minimax_viz
	$(BIN)/python -m pytest --nbmake --nbmake-timeout=600 minimax_viz tests notebooks

unit: $(VENV)/.test dot
	$(BIN)/python -m pytest -m "not slow and not browser"

notebooks: $(VENV)/.test
	$(BIN)/python -m pytest --nbmake --nbmake-timeout=600 notebooks

bench: $(VENV)/.test dot chromium web
	$(BIN)/python benchmarks/run.py

# Every committed figure, one command a line (tests/test_figures.py runs these same lines).
figures: $(VENV)/.base dot
	$(BIN)/minimax-viz walkthrough -o figures
	$(BIN)/minimax-viz render --game tree --pruning alphabeta "[[3,12,8],[2,4,6],[14,5,2]]" -o figures/textbook-tree.png
	$(BIN)/minimax-viz render --game tree '{"max": [{"chance": [3, 12]}, {"chance": [2, 4, 6]}]}' -o figures/expectimax-tree.png
	$(BIN)/minimax-viz render --game pig-100-d3 "0-0" -o figures/pig-openspiel.png

# The README's screenshots: the browser tests take them, this copies them into figures/.
screenshots: $(VENV)/.test dot chromium
	$(BIN)/python -m pytest -m browser tests
	mkdir -p figures/screenshots
	cp tests/artifacts/notebook-stepper-widget.png figures/screenshots/notebook-stepper.png
	cp tests/artifacts/html-stepper.png figures/screenshots/html-stepper.png

lab: $(VENV)/.test dot
	$(BIN)/jupyter trust notebooks/*.ipynb
	$(BIN)/jupyter lab $(if $(filter 0,$(shell id -u)),--allow-root,) notebooks/

lint: $(VENV)/.test
	$(BIN)/ruff check minimax_viz tests benchmarks
	$(BIN)/mypy minimax_viz

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info web/node_modules web/wheels web/.installed
