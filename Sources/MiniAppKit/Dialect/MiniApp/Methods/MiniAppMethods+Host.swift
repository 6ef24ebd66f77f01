import Foundation

extension MiniAppMethods {
    /// Rows 15, 20, 21 and 27–30, 34–36: what the mini app asks of its host.
    static var host: [M] {
        [environment, themeColors, darkMode, orientation, closeAlert, sendJSON, sendInfo, analytics, close, download]
    }

    /// Row 20; the locale must look like `xx` or `xx-YY` (§5.3).
    private static var environment: M {
        M("getHostEnvironmentInfo") { _, context in
            do {
                var info = try await context.host.hostEnvironmentInfo()
                if info.hostLocale.wholeMatch(of: /[a-z]{2}(-[A-Z]{2})?/) == nil { info.hostLocale = "en-US" }
                return .reply(.success(json(info)))
            } catch {
                return .reply(.failure(MiniAppErrorText.internalJSON))
            }
        }
    }

    /// Row 34.
    private static var themeColors: M {
        M("getHostAppThemeColors") { _, context in
            do {
                guard let colors = try await context.host.hostAppThemeColors() else {
                    return .reply(.failure(MiniAppErrorText.unexpectedFormatJSON))
                }
                return .reply(.success(json(colors)))
            } catch {
                return .reply(.failure(MiniAppErrorText.conformJSON))
            }
        }
    }

    /// Row 35.
    private static var darkMode: M {
        M("isDarkMode") { _, context in
            do {
                return .reply(.success(try await context.host.isDarkMode() ? "true" : "false"))
            } catch {
                return .reply(.failure(MiniAppErrorText.conformJSON))
            }
        }
    }

    /// Row 15.
    private static var orientation: M {
        M("setScreenOrientation") { call, context in
            guard let value = call.parameters.action else { return .reply(.failure(MiniAppErrorText.unexpectedFormatPlain)) }
            guard !value.isEmpty else { return .reply(.failure(MiniAppErrorText.valueIsEmptyPlain)) }
            guard let orientation = ScreenOrientation(rawValue: value) else {
                return .reply(.failure(MiniAppErrorText.unexpectedFormatPlain))
            }
            do {
                try await context.host.setScreenOrientation(orientation)
                return .reply(.success("SUCCESS"))
            } catch {
                return .reply(.failure(text(of: error)))
            }
        }
    }

    /// Row 27.
    private static var closeAlert: M {
        M("setCloseAlert") { call, context in
            guard let info = call.parameters.closeAlertInfo else { return .reply(.failure(MiniAppErrorText.unexpectedFormatJSON)) }
            do {
                try await context.host.setCloseAlert(info)
                return .reply(.success("SUCCESS"))
            } catch {
                return .reply(.failure(hostError(error)))
            }
        }
    }

    /// Row 28: the content is passed to the host as text, never parsed.
    private static var sendJSON: M {
        M("sendJsonToHostapp") { call, context in
            guard let info = call.parameters.jsonInfo else { return .reply(.failure(MiniAppErrorText.unexpectedFormatJSON)) }
            guard !info.content.isEmpty else { return .reply(.failure(MiniAppErrorText.valueIsEmptyJSON)) }
            do {
                try await context.host.receiveJSON(info.content)
                return .reply(.success("SUCCESS"))
            } catch {
                return .reply(.failure(hostError(error)))
            }
        }
    }

    /// Row 29.
    private static var sendInfo: M {
        M("sendInfoToHostapp") { call, context in
            guard let info = call.parameters.universalBridgeInfo else { return .reply(.failure(MiniAppErrorText.unexpectedFormatJSON)) }
            do {
                try await context.host.receiveInfo(info)
                return .reply(.success("SUCCESS"))
            } catch {
                return .reply(.failure(hostError(error)))
            }
        }
    }

    /// Row 36.
    private static var analytics: M {
        M("sendAnalytics") { call, context in
            guard let info = call.parameters.analyticsInfo else { return .reply(.failure(MiniAppErrorText.unexpectedFormatJSON)) }
            do {
                try await context.host.receiveAnalytics(info)
                return .reply(.success("SUCCESS"))
            } catch {
                return .reply(.failure(hostError(error)))
            }
        }
    }

    /// Row 30: on success nothing is sent, by protocol; the host closes the view.
    private static var close: M {
        M("closeMiniApp") { call, context in
            guard let confirm = call.parameters.withConfirmationAlert else {
                return .reply(.failure(MiniAppErrorText.unexpectedFormatJSON))
            }
            do {
                _ = try await context.host.closeMiniApp(withConfirmation: confirm)
                return .noReply
            } catch {
                return .reply(.failure(hostError(error)))
            }
        }
    }

    /// Rows 28–30, 27, 36: `FAILED_TO_CONFORM_PROTOCOL`, or the host's text as both type and message.
    private static func hostError(_ error: any Error) -> String {
        if let error = error as? HostServiceError, error == .failedToConformToProtocol {
            return MiniAppErrorText.conformJSON
        }
        let message = text(of: error)
        return MiniAppErrorText.json(type: message, message: message)
    }

    /// Row 21 and §5.2: the filename is echoed on success.
    private static var download: M {
        let userDenied = MiniAppErrorText.json(type: "userDenied", message: "User denied to share the detail")
        return M("downloadFile", requires: requires(.fileDownload, userDenied)) { call, context in
            guard let filename = call.parameters.filename, !filename.isEmpty,
                  let url = call.parameters.url, let headers = call.parameters.headers else {
                return .reply(.failure(userDenied))
            }
            do {
                try await context.host.downloadFile(FileDownloadRequest(fileName: filename, url: url, headers: headers))
                return .reply(.success(filename))
            } catch let error as FileDownloadError {
                return .reply(.failure(downloadError(error)))
            } catch {
                return .reply(.failure(MiniAppErrorText.json(type: nil, message: text(of: error))))
            }
        }
    }

    /// §4.5: `type` is always present there, even empty.
    private static func downloadError(_ error: FileDownloadError) -> String {
        func shape(_ type: String, _ message: String, _ code: Int? = nil) -> String {
            MiniAppErrorText.json(type: type, message: message, code: code, keepingEmpty: true)
        }
        switch error {
        case .failedToConformToProtocol: return shape("FailedToConformToProtocol", MiniAppErrorText.conformDescription)
        case .invalidURL: return shape("InvalidUrlError", "URL is invalid.")
        case .downloadFailed(let reason, let code): return shape("DownloadFailedError", "\(reason); Failed to download the mini app.", code)
        case .httpError(let reason, let status): return shape("DownloadHttpError", "\(reason); Failed to download the mini app.", status)
        case .saveFailure: return shape("SaveFailureError", "Unknown error occurred in %@ domain with error code %@: %@")
        case .error(let message): return shape("", message)
        }
    }
}
