"""End-to-end tests in a real JupyterLab and Notebook 7 (a package, so its conftest has a unique name)."""
