"""tools/serve.py, the local server of `make serve` and of the browser tests."""
import socket
import sys
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import serve  # noqa: E402


def test_a_client_gone_mid_download_is_no_traceback(tmp_path, capfd):
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>")
    (tmp_path / "big.bin").write_bytes(b"\1" * (32 << 20))
    srv, url = serve.start_server(tmp_path)
    try:
        host, port = srv.server_address[:2]
        for _ in range(3):          # a reload during the wasm's download, three times over
            with socket.create_connection((host, port)) as client:
                client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\1\0\0\0\0\0\0\0")
                client.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
                assert client.recv(4096).startswith(b"HTTP/1.1 200")
        time.sleep(0.5)             # the server's thread meets the closed socket
        # The server is still serving.
        with urllib.request.urlopen(url + "/index.html") as response:
            assert response.status == 200
    finally:
        srv.shutdown()
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Exception occurred" not in err, err
